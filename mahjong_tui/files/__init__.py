"""Files and input from outside: what the program writes safely and reads warily.

Atomic writes and the stale-temp cleanup (:mod:`.atomic`), the name of a file kept aside
(:mod:`.kept`), size-capped line input for the batch commands and mjai bots
(:mod:`.input_lines`), and where the program's own files live (:mod:`.places`). Nothing
here imports Textual, rich or the rest of the app: every layer above may use it.
"""
