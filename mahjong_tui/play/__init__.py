"""The headless models the app plays through: no Textual here, ever.

A game in progress and its save (:mod:`.session`, :mod:`.save_slot`), the settings
(:mod:`.config`), the record of finished games (:mod:`.history`, :mod:`.history_tables`),
discard practice, the story of a game for its result screen, the replay viewer's model,
and the player's assists (auto-win, hints, the danger of each tile). The screens render
these and turn key presses into their calls; the command line and the tests drive them
without a terminal.
"""
