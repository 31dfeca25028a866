"""A bot that never answers in time: it reads, and sleeps."""

import sys
import time

for _ in sys.stdin:
    time.sleep(60)
