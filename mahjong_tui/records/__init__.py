"""Game records: tenhou.net/6 JSON and mjlog XML in, tenhou.net/6 JSON out, replay and verify.

Both formats parse into the neutral model (``records.model``); the writer,
the engine export and the replay all work on that model. Import from the modules
themselves (``records.load``, ``records.replay``, ``records.export``, ``records.errors``):
this package imports none of them, so naming an error loads no engine.
"""
