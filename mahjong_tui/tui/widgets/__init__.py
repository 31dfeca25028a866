"""The table's widgets: one per file, each rendering a piece of an Observation."""
