"""The Textual side: the app, its screens, its widgets, its styles and its toasts.

The only part of the package that imports Textual. It holds no game state of its own:
the screens render the headless models of :mod:`mahjong_tui.play` and turn key presses
and clicks into their calls; every word they show comes from :mod:`mahjong_tui.text`.
"""
