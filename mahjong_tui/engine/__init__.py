"""The headless round and game state machine (no Textual, no rich)."""
