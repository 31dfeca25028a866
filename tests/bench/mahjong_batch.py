"""The batch commands' equivalent on the PyPI ``mahjong`` library (the bench's oracle side).

``python tests/bench/mahjong_batch.py score`` reads one JSON request per line (136-ids:
``tiles``, ``win``, ``melds`` as ``[kind, ids, opened]``, ``dora``, ``ura``, the flags,
``seat_wind`` and ``round_wind`` as 27..30) and writes one result per line, as
``mahjong-tui score --batch`` does; ``... shanten`` reads MPSZ hands (``0`` = red five)
and writes ``{"shanten", "regular", "chiitoitsu", "kokushi"}`` per line, as
``mahjong-tui shanten --batch`` does. Used only by ``bench_batch.py``: the product never
imports ``mahjong``.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
from mahjong.meld import Meld
from mahjong.shanten import Shanten
from mahjong.tile import TilesConverter

_OPTIONS = OptionalRules(has_open_tanyao=True, has_aka_dora=True, has_double_yakuman=False,
                         kazoe_limit=HandConstants.KAZOE_LIMITED, kiriage=False,
                         fu_for_open_pinfu=True, fu_for_pinfu_tsumo=False)
_MELD_TYPES = {"chi": Meld.CHI, "pon": Meld.PON, "kan": Meld.KAN, "shouminkan": Meld.SHOUMINKAN}
_FLAGS = ("tsumo", "riichi", "daburu_riichi", "ippatsu", "rinshan", "chankan", "haitei",
          "houtei", "tenhou", "chiihou")


def score_line(request: dict[str, Any]) -> dict[str, Any]:
    config = HandConfig(**{f"is_{flag}": bool(request.get(flag)) for flag in _FLAGS},
                        player_wind=request["seat_wind"], round_wind=request["round_wind"],
                        options=_OPTIONS)
    melds = [Meld(_MELD_TYPES[kind], ids, opened, ids[0]) for kind, ids, opened in
             request.get("melds", [])]
    r = HandCalculator.estimate_hand_value(request["tiles"], request["win"], melds,
                                           request.get("dora", []), config,
                                           ura_dora_indicators=request.get("ura", []))
    if r.error:
        return {"han": None, "fu": None, "yaku": [], "points": None, "error": r.error}
    return {"han": r.han, "fu": r.fu, "yaku": [{"name": y.name, "han": y.han_closed}
                                               for y in r.yaku or []],
            "points": {"main": r.cost["main"], "additional": r.cost["additional"],
                       "total": r.cost["total"]}, "error": None}


def shanten_line(text: str) -> dict[str, Any]:
    c = TilesConverter.one_line_string_to_34_array(text, has_aka_dora=True)
    regular = Shanten.calculate_shanten_for_regular_hand(c)
    seven = Shanten.calculate_shanten_for_chiitoitsu_hand(c)
    thirteen = Shanten.calculate_shanten_for_kokushi_hand(c)
    return {"shanten": min(regular, seven, thirteen), "regular": regular,
            "chiitoitsu": seven, "kokushi": thirteen}


def main(mode: str) -> None:
    out = sys.stdout
    for line in sys.stdin:
        try:
            result = score_line(json.loads(line)) if mode == "score" else shanten_line(line.strip())
        except Exception as exc:  # the batch goes on, as mahjong-tui's does
            result = {"error": str(exc)}
        out.write(json.dumps(result) + "\n")


if __name__ == "__main__":
    main(sys.argv[1])
