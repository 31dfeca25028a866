"""Words in the player's language, and how tiles are written.

The message catalogues (``catalogues/*.toml``) and :mod:`.language`, which reads them;
every module that puts something into words (rules, fu, yaku, problems with files, reasons
the system gives, rounds and draws); line breaking for Japanese and English; and the tile
faces (:mod:`.tile_faces`). These may use rich to style text, never Textual: the headless
models, the command line and the screens all speak through them.
"""
