"""Files and input from outside: what the program writes safely and reads warily.

Atomic writes and the stale-temp cleanup (:mod:`.atomic`), the name of a file kept aside
(:mod:`.kept`), and size-capped line input for the batch commands (:mod:`.input_lines`).
Nothing here imports Textual, rich or the rest of the app: every layer above may use it.
"""
