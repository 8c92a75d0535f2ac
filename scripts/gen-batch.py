#!/usr/bin/env python3
"""Writes N JSON lines for `penny tax --batch` (default 1,000,000): a seeded mix of US households
(every state and DC, all four filing statuses, 2025 and 2026) and Australian ones (three years, with
and without hospital cover, singles and families).

    python3 scripts/gen-batch.py 1000000 > /tmp/batch.jsonl
"""

import json
import random
import sys

US_STATES = (
    "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ "
    "NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY"
).split()
STATUSES = ["single", "married_filing_jointly", "married_filing_separately", "head_of_household"]
AU_YEARS = ["2024-25", "2025-26", "2026-27"]


def line(rng: random.Random) -> str:
    raw = rng.lognormvariate(11.1, 0.8)
    income = round(raw, 2) if rng.random() < 0.2 else int(round(raw))
    if rng.random() < 0.6:
        row = {
            "country": "us",
            "state": rng.choice(US_STATES),
            "filingStatus": rng.choice(STATUSES),
            "taxYear": rng.choice(["2025", "2026"]),
            "income": str(income) if rng.random() < 0.5 else income,
        }
        if rng.random() < 0.4:
            row["dependents"] = rng.randint(1, 4)
    else:
        row = {
            "country": "australia",
            "taxYear": rng.choice(AU_YEARS),
            "income": str(income),
        }
        if rng.random() < 0.3:
            row["privateHospitalCover"] = False
        if rng.random() < 0.3:
            row["maritalStatus"] = "married"
            row["householdIncome"] = str(round(income * rng.uniform(1.0, 2.5)))
        if rng.random() < 0.2:
            row["dependents"] = rng.randint(1, 3)
    return json.dumps(row, separators=(",", ":"))


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
    rng = random.Random(2026)
    out = sys.stdout
    for _ in range(n):
        out.write(line(rng))
        out.write("\n")


if __name__ == "__main__":
    main()
