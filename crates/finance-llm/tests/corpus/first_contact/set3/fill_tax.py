#!/usr/bin/env python3
"""Paste penny tax --batch results into gen.py's TAX_RESULTS block.
   python3 gen.py --requests > tax_requests.jsonl
   /work/targets/base/debug/penny tax --batch < tax_requests.jsonl > tax_results.jsonl
   python3 fill_tax.py
"""
import json
reqs = [l.rstrip("\n") for l in open("tax_requests.jsonl") if l.strip()]
res = [json.loads(l) for l in open("tax_results.jsonl") if l.strip()]
assert len(reqs) == len(res)
lines = []
for k, r in zip(reqs, res):
    assert "error" not in r, (k, r)
    v = {"federalTax": str(r["federalTax"]), "stateTax": str(r["stateTax"]), "ficaTax": str(r["ficaTax"]),
         "takeHome": str(r["takeHome"]), "helpRepayment": str(r.get("helpRepayment") or 0),
         "weekly": str(r["takeHomePerPeriod"]["weekly"]), "fortnightly": str(r["takeHomePerPeriod"]["fortnightly"]),
         "monthly": str(r["takeHomePerPeriod"]["monthly"])}
    lines.append(f"    {json.dumps(k)}: {json.dumps(v)},")
s = open("gen.py").read()
a = s.index("# BEGIN TAX_RESULTS") + len("# BEGIN TAX_RESULTS")
b = s.index("# END TAX_RESULTS")
s = s[:a] + "\n" + "\n".join(lines) + "\n" + s[b:]
open("gen.py", "w").write(s)
print(len(lines), "results")
