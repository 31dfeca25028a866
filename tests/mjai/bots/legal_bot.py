"""A small mjai bot that plays every hand by discarding the tile it draws (and passes on
every call): legal at every decision, whatever the rules. One answer a line, as mjai asks;
it exits after ``end_game``."""

import json
import sys


def main() -> None:
    me = None
    for line in sys.stdin:
        event = json.loads(line)
        answer: dict[str, object] = {"type": "none"}
        if event.get("type") == "start_game":
            me = event.get("id")
        elif event.get("type") == "tsumo" and event.get("actor") == me:
            answer = {"type": "dahai", "actor": me, "pai": event["pai"], "tsumogiri": True}
        print(json.dumps(answer), flush=True)
        if event.get("type") == "end_game":
            return


main()
