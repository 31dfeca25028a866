"""The mjai protocol: our AI as an mjai bot, and external mjai bots as players.

mjai (gimite/mjai, used by Mortal and mjai.app) is a JSON-lines protocol: the
server sends every table event to each seat (other players' draws hidden as
``"?"``) and the seat answers each one with an action or ``{"type":"none"}``.

- :mod:`.tiles`: mjai tile notation (``1m``..``9m``, ``5mr``, ``E S W N P F C``).
- :mod:`.events`: the engine's events as one seat's mjai messages.
- :mod:`.view`: a seat's :class:`~rules.observation.Observation` and legal
  actions rebuilt from the messages alone.
- :mod:`.bot`: the ``mahjong-tui bot --mjai`` loop around our AI.
- :mod:`.external`: an external mjai bot process seated as a player.
"""
