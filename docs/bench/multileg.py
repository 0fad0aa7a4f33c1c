#!/usr/bin/env python3
"""Issue 31's multi-leg rows, timed as ../../../shared/bench/speed.py times betzac.

usage: multileg.py BETZAC [--trials N] [--hello PROGRAM]

Fairy-Stockfish cannot play these variants, so no engine runs beside betzac. Each trial
takes, for each row, the least CPU time (user + sys of the child, the whole process, start-up
included) of 3 runs of `perft VARIANT -d N --threads 1 --json`, as speed.py does for one row;
the rows are interleaved, and the median and best of N trials are printed. --hello times a
program that does nothing much (a Go hello world) in the same trials, so that a reader can
tell a slow host from a slow betzac: this VM's speed moves by a fifth within hours.
"""
import json, resource, statistics, subprocess, sys

ROWS = [('hookchess', 5), ('capricorn', 5), ('griffon', 5), ('chushogi', 4)]
GOAL = 80e6  # nodes per CPU-second (issue 31)


def cpu(cmd):
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    p = subprocess.run(cmd, capture_output=True, text=True, check=True, timeout=900)
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r1.ru_utime + r1.ru_stime - r0.ru_utime - r0.ru_stime, p.stdout


def best_of_3(cmd):
    runs = [cpu(cmd) for _ in range(3)]
    return min(t for t, _ in runs), runs[-1][1]


def main():
    args = sys.argv[1:]
    if not args or args[0].startswith('-'):
        sys.exit(__doc__)
    betzac = args[0]
    trials = int(args[args.index('--trials') + 1]) if '--trials' in args else 10
    hello = args[args.index('--hello') + 1] if '--hello' in args else None
    times, nodes, hello_times = {r: [] for r in ROWS}, {}, []
    for _ in range(trials):
        for v, d in ROWS:
            t, out = best_of_3([betzac, 'perft', v, '-d', str(d), '--threads', '1', '--json'])
            times[(v, d)].append(t)
            nodes[(v, d)] = json.loads(out)['nodes']
        if hello:
            hello_times.append(best_of_3([hello])[0])
    print('variant\tdepth\tnodes\tmedian_ms\tmedian_Mnps\tbest_Mnps\ttrials_at_goal')
    for (v, d), ts in times.items():
        n, med = nodes[(v, d)], statistics.median(ts)
        at_goal = sum(n / t >= GOAL for t in ts)
        print(f'{v}\t{d}\t{n}\t{med * 1e3:.1f}\t{n / med / 1e6:.1f}\t{n / min(ts) / 1e6:.1f}\t{at_goal}/{len(ts)}')
    if hello_times:
        print(f'hello: median {statistics.median(hello_times) * 1e3:.2f} ms, best {min(hello_times) * 1e3:.2f} ms')


if __name__ == '__main__':
    main()
