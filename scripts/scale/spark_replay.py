#!/usr/bin/env python3
"""Replays a database of PGN files with arbiter on a Spark cluster (docs/scale.md).

Each PGN file (a month of games split into chunks of a few hundred MB is a good unit) is
one Spark task: its bytes go to `arbiter replay --format json -` on the executor's
standard input, and the JSON report comes back as one row per game. The driver gathers
the totals (games, plies, endings and claims by kind, illegal moves) and writes every
game's row as JSON lines.

    spark_replay.py --arbiter PATH [--master local[N]] [--threads-per-task T] OUT.jsonl PGN...

`--master local[N]` runs Spark on this machine with N worker threads (the trial in
docs/scale.md); on a cluster, use `spark-submit --master yarn|k8s://…|spark://…` and an
`arbiter` binary present on every executor (or shipped with `--files`). Files are read
with `binaryFiles`, so they may live on HDFS or S3 as well as a local disk.
"""

import argparse
import json
import os
import subprocess
import sys
import time


def replay_file(arbiter, threads):
    """A function for mapPartitions: (path, bytes) pairs in, one dict a game out."""

    def run(pairs):
        env = dict(os.environ, ARBITER_THREADS=str(threads), LANG="C")
        for path, data in pairs:
            done = subprocess.run(
                [arbiter, "replay", "--format", "json", "-"],
                input=bytes(data),
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                env=env,
                check=False,
            )
            # Exit 0: every game legal; 1: an illegal move somewhere; 2: a game could not
            # be read (each such game is a row with an error). Anything else is a failure.
            if done.returncode not in (0, 1, 2):
                raise RuntimeError(f"arbiter failed on {path}: {done.stderr.decode(errors='replace')}")
            for game in json.loads(done.stdout)["games"]:
                game["file"] = path
                yield game

    return run


def summary(games):
    """The totals of a list of game rows."""
    out = {"games": 0, "plies": 0, "endings": {}, "claims": {}, "illegal": 0, "errors": 0}
    for g in games:
        out["games"] += 1
        if "plies" not in g:  # a game that could not be read: {index, kind, message}
            out["errors"] += 1
            continue
        out["plies"] += g.get("plies", 0)
        if g.get("ending"):
            kind = g["ending"]["kind"]
            out["endings"][kind] = out["endings"].get(kind, 0) + 1
        for c in g.get("claims", []):
            out["claims"][c["kind"]] = out["claims"].get(c["kind"], 0) + 1
        if g.get("illegal"):
            out["illegal"] += 1
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--arbiter", required=True, help="path of the arbiter binary on the executors")
    ap.add_argument("--master", default=None, help="Spark master, e.g. local[2] (default: spark-submit's)")
    ap.add_argument("--threads-per-task", type=int, default=1, help="ARBITER_THREADS of each task")
    ap.add_argument("out", help="JSON lines output, one game a line")
    ap.add_argument("pgn", nargs="+", help="PGN files (local paths, hdfs://, s3a://)")
    args = ap.parse_args()

    from pyspark.sql import SparkSession

    builder = SparkSession.builder.appName("arbiter-replay")
    if args.master:
        builder = builder.master(args.master)
    spark = builder.getOrCreate()
    spark.sparkContext.setLogLevel("ERROR")
    sc = spark.sparkContext

    started = time.time()
    paths = ",".join(os.path.abspath(p) if "://" not in p else p for p in args.pgn)
    # binaryFiles packs small files into one split: one task a file instead.
    files = sc.binaryFiles(paths, minPartitions=len(args.pgn)).repartition(len(args.pgn))
    games = files.mapPartitions(replay_file(os.path.abspath(args.arbiter), args.threads_per_task)).cache()
    rows = games.map(json.dumps).collect()
    seconds = time.time() - started
    with open(args.out, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(row + "\n")
    totals = summary(json.loads(r) for r in rows)
    totals["seconds"] = round(seconds, 2)
    totals["games_per_second"] = round(totals["games"] / seconds, 1) if seconds else None
    totals["master"] = sc.master
    totals["files"] = len(args.pgn)
    print(json.dumps(totals, indent=2, sort_keys=True))
    spark.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
