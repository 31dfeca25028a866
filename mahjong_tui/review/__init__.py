"""The review: the strong AI goes over a recorded game, decision by decision.

- :mod:`.decisions`: every decision a seat made in a record, as the seat saw it (the
  engine replays each hand; a decision is what the seat observed, its legal actions
  and what it played: nothing hidden, nothing later).
- :mod:`.game_review`: each decision judged (:mod:`ai.judge`), the agreement and the
  mistakes of each seat, in the stable shape ``mahjong-tui review --json`` prints.
"""
