"""A bot that answers its own draws with a win it does not have (an illegal move) and
every other line with something that is not mjai."""

import json
import sys

for line in sys.stdin:
    event = json.loads(line)
    if event.get("type") == "tsumo":
        actor = event.get("actor")
        print(json.dumps({"type": "hora", "actor": actor, "target": actor,
                          "pai": event.get("pai")}), flush=True)
    else:
        print("<not json>", flush=True)
