#!/usr/bin/env python3
"""Fill gen.py's TAX table from the tax engine's command line.

For every request gen.py needs (python3 gen.py --missing), runs
    echo '<request>' | /work/targets/base/debug/penny tax --batch
and writes the figures gen.py uses into the block between the TAX TABLE markers.
"""
import json, subprocess, sys, os
HERE = os.path.dirname(os.path.abspath(__file__))
PENNY = "/work/targets/base/debug/penny"
GEN = os.path.join(HERE, "gen.py")
FIELDS = ["federalTax", "stateTax", "ficaTax", "takeHome", "helpRepayment", "marginalRate"]

src = open(GEN).read()
begin = src.index("# BEGIN TAX TABLE")
end = src.index("# END TAX TABLE")
ns = {}
exec(src[begin:end], ns)
table = dict(ns["TAX"])

need = subprocess.run([sys.executable, GEN, "--missing"], capture_output=True, text=True, check=True).stdout.split("\n")
need = [n for n in need if n.strip()]
if need:
    out = subprocess.run([PENNY, "tax", "--batch"], input="\n".join(need) + "\n",
                         capture_output=True, text=True, check=True).stdout.strip().split("\n")
    assert len(out) == len(need)
    for req, line in zip(need, out):
        r = json.loads(line)
        if "error" in r:
            sys.exit("engine error for %s: %s" % (req, r["error"]))
        table[req] = {k: str(r[k]) for k in FIELDS if k in r}

used = set(subprocess.run([sys.executable, GEN, "--used"], capture_output=True, text=True,
                          check=True).stdout.split("\n"))
table = {k: v for k, v in table.items() if k in used}   # drop requests gen.py no longer makes

lines = ["# BEGIN TAX TABLE",
         "# Each key is the request line for: echo '<key>' | /work/targets/base/debug/penny tax --batch",
         "# (values copied from the engine's answer; money in dollars)",
         "TAX = {"]
for k in sorted(table):
    lines.append("    # echo '%s' | penny tax --batch" % k)
    lines.append("    %r: %r," % (k, table[k]))
lines.append("}")
src = src[:begin] + "\n".join(lines) + "\n" + src[end:]
open(GEN, "w").write(src)
print("added", len(need), "entries; table has", len(table))
