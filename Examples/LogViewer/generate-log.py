#!/usr/bin/env python3
"""Writes a made-up server log: generate-log.py LINES [FILE]. The same LINES give the same file."""
import random
import sys

lines = int(sys.argv[1])
out = open(sys.argv[2], "w") if len(sys.argv) > 2 else sys.stdout
rng = random.Random(7)
levels = ["DEBUG"] * 3 + ["INFO"] * 10 + ["WARN"] * 2 + ["ERROR"]
paths = ["/api/items", "/api/items/42", "/login", "/static/app.js", "/api/orders", "/health"]
services = ["http", "db", "cache", "auth", "worker"]
seconds = 9 * 3600 + 41 * 60
for number in range(lines):
    seconds += rng.choice([0, 0, 1, 1, 2, 5])
    stamp = "2026-03-14T%02d:%02d:%02dZ" % (seconds // 3600 % 24, seconds // 60 % 60, seconds % 60)
    level = rng.choice(levels)
    service = rng.choice(services)
    if service == "http":
        status = 500 if level == "ERROR" else rng.choice([200, 200, 200, 201, 304, 404])
        message = "%s %s %d %dms" % (rng.choice(["GET", "GET", "POST"]), rng.choice(paths), status, rng.randint(1, 900))
    elif service == "db":
        message = "query took %dms" % rng.randint(1, 3000) if level != "ERROR" else "connection reset by peer"
    elif service == "cache":
        message = "%s key user:%d" % (rng.choice(["hit", "hit", "miss"]), rng.randint(1, 999))
    elif service == "auth":
        message = "login failed for user %d" % rng.randint(1, 999) if level in ("WARN", "ERROR") else "token refreshed"
    else:
        message = "job %d finished in %.1fs" % (rng.randint(1000, 9999), rng.random() * 20)
    out.write("%s %-5s [%s] %s\n" % (stamp, level, service, message))
