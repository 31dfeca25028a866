"""The headless round and game state machine (no Textual, no rich).

Drivers use :class:`~mahjong_tui.engine.game.Game` (a whole game) or
:class:`~mahjong_tui.engine.round.Round` (one hand), both with ``pending()``,
``observe(seat)`` and ``apply(seat, action)``. The parts:

- ``game``: hands in sequence, dealer rotation, bust, yame, the extension;
- ``round``: one hand's flow (draws, discards, calls, kans, the end);
- ``claims``: who may claim a discard and whose claim stands;
- ``legal``: a seat's own actions (discards, riichi, kans) and its calls;
- ``wins``: whether a win is allowed, its situation, its settlement;
- ``pao``: liability for a yakuman (and a daiminkan's rinshan);
- ``draws``: abortive draws, tenpai and payments at the exhaustive draw;
- ``views``: the observations, cached; ``seat``: a seat's private state;
- ``payouts`` / ``settlement``: multi-ron awards, noten and nagashi payments / the
  final standings; ``events``: the log; ``wall``: shuffled or scripted walls;
- ``players`` / ``selfplay``: baseline players and headless self-play.

Chombo (錯和) never happens here: the engine offers only legal actions and
raises ``IllegalActionError`` for anything else (a false ron or tsumo, an
illegal call), leaving the state untouched. ``RuleSet.chombo_penalty`` is
therefore not applicable to games the engine plays; it matters only to records
of games played elsewhere.
"""
