#!/usr/bin/env python3
"""Differential check of Penny's US tax engine against PolicyEngine US (not run in CI).

Random wage-only households (seeded) go through `penny tax --batch` and through the `policyengine-us`
package from PyPI; federal income tax (before refundable credits), employee FICA and state income
tax (before state refundable credits) are compared per household. See docs/tax-differential.md.

    python3 -m venv /tmp/pe-venv && /tmp/pe-venv/bin/pip install policyengine-us
    CARGO_TARGET_DIR=/work/targets/verifier cargo build -p penny
    /tmp/pe-venv/bin/python scripts/differential/pe_compare.py --n 3000 --seed 1 \
        --penny /work/targets/verifier/debug/penny --cache /tmp/pe-cache-1-3000.json \
        --summary /tmp/pe-summary.md

PolicyEngine is slow to import and run (minutes), so its answers are cached in --cache, keyed by
the households; re-running after a change to Penny only re-runs Penny. One Simulation per tax year
holds every household of that year (vectorised), which is far faster than one per household.

Households: one earner aged 40 with wages log-uniform on $5k-$1M (a fifth of them round figures
instead); a state among the 50 and DC; tax year 2025 or 2026; single, married filing jointly (a
spouse aged 40 with no income), married filing separately, or head of household (at least one
child); 0-3 children aged 5-12, all qualifying children under 17 for Penny's `dependents`.

`--households aged-deferral` draws the same households (same seed) and adds ages and pre-tax
deferrals: the earner's age is 25-59 (two fifths), 60-64 (one fifth) or 65-85 (two fifths); a
joint return's spouse gets an age drawn the same way; three fifths of the earners defer 1-15% of
their wages into a 401(k), at most the year's base limit ($23,500 for 2025, $24,500 for 2026).
Penny gets `age`, `spouseAge` and `preTaxRetirement`; PolicyEngine gets `age` on both people and
`traditional_401k_contributions` on the earner.
"""

import argparse
import hashlib
import json
import math
import os
import random
import subprocess
import sys
from collections import defaultdict

STATES = (
    "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ "
    "NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY"
).split()
STATUSES = ["single", "married_filing_jointly", "married_filing_separately", "head_of_household"]
ROUND_WAGES = [
    10000, 15000, 20000, 25000, 30000, 40000, 50000, 60000, 75000, 85000, 100000, 125000, 150000,
    200000, 250000, 300000, 400000, 500000, 750000, 1000000,
]
COMPONENTS = ["federalTax", "ficaTax", "stateTax"]
# Bump when `situation` changes, so cached PolicyEngine answers are not reused.
SITUATION_VERSION = "3"


DEFERRAL_LIMIT = {"2025": 23500, "2026": 24500}  # 26 U.S.C. 402(g); Notice 2024-80, 2025-67


def draw_age(rng):
    u = rng.random()
    if u < 0.4:
        return rng.randint(25, 59)
    if u < 0.6:
        return rng.randint(60, 64)
    return rng.randint(65, 85)


def households(n, seed, kind="plain"):
    if kind == "aged-deferral":
        return aged_deferral_households(n, seed)
    rng = random.Random(seed)
    out = []
    for i in range(n):
        status = rng.choice(STATUSES)
        kids = rng.randint(1 if status == "head_of_household" else 0, 3)
        if rng.random() < 0.2:
            wages = rng.choice(ROUND_WAGES)
        else:
            wages = round(math.exp(rng.uniform(math.log(5000), math.log(1000000))))
        out.append(
            {
                "id": i,
                "country": "us",
                "state": rng.choice(STATES),
                "filingStatus": status,
                "taxYear": rng.choice(["2025", "2026"]),
                "income": str(wages),
                "dependents": kids,
                "childAges": [rng.randint(5, 12) for _ in range(kids)],
            }
        )
    return out


def aged_deferral_households(n, seed):
    """Plain households (same generator and seed) with ages and pre-tax deferrals added."""
    rng = random.Random(f"aged-deferral-{seed}")
    out = households(n, seed)
    for h in out:
        h["age"] = draw_age(rng)
        if h["filingStatus"] == "married_filing_jointly":
            h["spouseAge"] = draw_age(rng)
        if rng.random() < 0.6:
            wages = float(h["income"])
            share = rng.uniform(0.01, 0.15)
            h["preTaxRetirement"] = str(round(min(wages * share, DEFERRAL_LIMIT[h["taxYear"]])))
    return out


PE_STATUS = {
    "single": "SINGLE",
    "married_filing_jointly": "JOINT",
    "married_filing_separately": "SEPARATE",
    "head_of_household": "HEAD_OF_HOUSEHOLD",
}

# Tax-unit level variables, and person-level ones summed over the household.
PE_TAX_UNIT_VARS = [
    "income_tax_before_refundable_credits",
    "income_tax",
    "state_income_tax_before_refundable_credits",
    "state_income_tax",
    "eitc",
    "refundable_ctc",
]
PE_PERSON_VARS = [
    "employee_social_security_tax",
    "employee_medicare_tax",
    "additional_medicare_tax",
]


def situation(hs, year):
    y = str(year)
    people, tax_units, families, spm_units, marital_units, hhs = {}, {}, {}, {}, {}, {}
    for h in hs:
        i = h["id"]
        head = f"p{i}h"
        # Penny is wage-only: no Alaska Permanent Fund Dividend, which PolicyEngine otherwise
        # gives every Alaskan as income.
        # No health insurance premiums: PolicyEngine otherwise gives everyone 65 or over the
        # Medicare Part B premium (income-related above $106,000), which Idaho's premium
        # subtraction (63-3022P) and other states then deduct; Penny is wage-only.
        people[head] = {
            "age": {y: h.get("age", 40)},
            "employment_income": {y: float(h["income"])},
            "ak_permanent_fund_dividend": {y: 0.0},
            "medical_expense_health_insurance_premiums": {y: 0.0},
        }
        if "preTaxRetirement" in h:
            # Overrides PolicyEngine's own formula (desired contribution scaled to the limit).
            people[head]["traditional_401k_contributions"] = {y: float(h["preTaxRetirement"])}
        members = [head]
        marital_units[f"m{i}h"] = {"members": [head]}
        if h["filingStatus"] == "married_filing_jointly":
            spouse = f"p{i}s"
            people[spouse] = {
                "age": {y: h.get("spouseAge", 40)},
                "medical_expense_health_insurance_premiums": {y: 0.0},
                "employment_income": {y: 0.0},
                "ak_permanent_fund_dividend": {y: 0.0},
            }
            members.append(spouse)
            marital_units[f"m{i}h"] = {"members": [head, spouse]}
        for k, age in enumerate(h["childAges"]):
            child = f"p{i}c{k}"
            people[child] = {"age": {y: age}, "ak_permanent_fund_dividend": {y: 0.0}}
            members.append(child)
            marital_units[f"m{i}c{k}"] = {"members": [child]}
        tax_units[f"t{i}"] = {
            "members": list(members),
            "filing_status": {y: PE_STATUS[h["filingStatus"]]},
            # Penny takes the standard deduction; left free, PolicyEngine itemizes the state
            # income tax it computes (SALT, cap $40,000 from 2025) when that is worth more.
            "tax_unit_itemizes": {y: False},
        }
        families[f"f{i}"] = {"members": list(members)}
        spm_units[f"s{i}"] = {"members": list(members)}
        hhs[f"h{i}"] = {"members": list(members), "state_name": {y: h["state"]}}
    return {
        "people": people,
        "tax_units": tax_units,
        "families": families,
        "spm_units": spm_units,
        "marital_units": marital_units,
        "households": hhs,
    }


def run_policyengine(hs):
    from policyengine_us import Simulation  # slow import; only when the cache misses

    results = {}
    by_year = defaultdict(list)
    for h in hs:
        by_year[int(h["taxYear"])].append(h)
    for year, group in sorted(by_year.items()):
        print(f"policyengine: {len(group)} households for {year}", file=sys.stderr)
        sim = Simulation(situation=situation(group, year))
        tu = {v: sim.calculate(v, year) for v in PE_TAX_UNIT_VARS}
        # Person-level values mapped to their tax unit (one tax unit per household).
        pv = {v: sim.calculate(v, year, map_to="tax_unit") for v in PE_PERSON_VARS}
        for j, h in enumerate(group):
            r = {v: float(tu[v][j]) for v in PE_TAX_UNIT_VARS}
            r.update({v: float(pv[v][j]) for v in PE_PERSON_VARS})
            results[h["id"]] = {
                "federalTax": r["income_tax_before_refundable_credits"],
                "ficaTax": r["employee_social_security_tax"]
                + r["employee_medicare_tax"]
                + r["additional_medicare_tax"],
                "stateTax": r["state_income_tax_before_refundable_credits"],
                "raw": r,
            }
    return results


def policyengine(hs, cache):
    key = hashlib.sha256(
        (json.dumps(hs, sort_keys=True) + SITUATION_VERSION).encode()
    ).hexdigest()
    if cache and os.path.exists(cache):
        with open(cache) as f:
            stored = json.load(f)
        if stored.get("key") == key:
            return {int(k): v for k, v in stored["results"].items()}
        print("cache is for other households; re-running policyengine", file=sys.stderr)
    results = run_policyengine(hs)
    if cache:
        with open(cache, "w") as f:
            json.dump({"key": key, "results": results}, f)
    return results


def run_penny(penny, hs):
    lines = []
    for h in hs:
        req = {k: h[k] for k in ("country", "state", "filingStatus", "taxYear", "income", "dependents")}
        req |= {k: h[k] for k in ("age", "spouseAge", "preTaxRetirement") if k in h}
        lines.append(json.dumps(req))
    out = subprocess.run(
        [penny, "tax", "--batch"],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        check=True,
    ).stdout.splitlines()
    if len(out) != len(hs):
        raise SystemExit(f"penny answered {len(out)} lines for {len(hs)} households")
    results = {}
    for h, line in zip(hs, out):
        r = json.loads(line)
        if "error" in r:
            raise SystemExit(f"penny refused household {h}: {r}")
        results[h["id"]] = {k: float(r[k]) for k in COMPONENTS} | {"raw": r}
    return results


def pct(a, n):
    return f"{100 * a / n:.1f}%" if n else "-"


def within_1pct(diff, reference):
    return diff <= max(1.0, 0.01 * abs(reference))


def aged_count(h):
    """People 65 or over on the return (the spouse only on a joint return)."""
    ages = [h.get("age", 40)]
    if h["filingStatus"] == "married_filing_jointly":
        ages.append(h.get("spouseAge", h.get("age", 40)))
    return sum(a >= 65 for a in ages)


def group_of(h, by):
    if by == "aged":
        return f"{aged_count(h)} aged 65+"
    if by == "deferral":
        return "with deferral" if "preTaxRetirement" in h else "no deferral"
    return h[by]


def describe(h):
    extra = ""
    if "age" in h:
        extra += f" age {h['age']}"
    if "spouseAge" in h:
        extra += f"/{h['spouseAge']}"
    if "preTaxRetirement" in h:
        extra += f" deferral {h['preTaxRetirement']}"
    return extra


def summarise(hs, pe, pn, worst_n):
    rows = []
    for h in hs:
        for c in COMPONENTS:
            a, b = pn[h["id"]][c], pe[h["id"]][c]
            rows.append((h, c, a, b, abs(a - b)))
    n = len(hs)
    out = [f"Households: {n}", "", "| component | within $1 | within 1% (or $1) |", "| --- | --- | --- |"]
    for c in COMPONENTS:
        rs = [r for r in rows if r[1] == c]
        d1 = sum(r[4] <= 1.0 for r in rs)
        p1 = sum(within_1pct(r[4], r[3]) for r in rs)
        out.append(f"| {c} | {d1}/{n} ({pct(d1, n)}) | {p1}/{n} ({pct(p1, n)}) |")
    all_ok = sum(
        all(abs(pn[h["id"]][c] - pe[h["id"]][c]) <= 1.0 for c in COMPONENTS) for h in hs
    )
    out.append(f"| all three | {all_ok}/{n} ({pct(all_ok, n)}) | |")

    for c, by in (
        ("federalTax", "filingStatus"),
        ("federalTax", "taxYear"),
        ("ficaTax", "filingStatus"),
        ("federalTax", "aged"),
        ("stateTax", "aged"),
        ("federalTax", "deferral"),
        ("stateTax", "deferral"),
    ):
        if by in ("aged", "deferral") and not any("age" in h for h in hs):
            continue
        out += ["", f"{c} by {by}:", ""]
        groups = defaultdict(list)
        for r in rows:
            if r[1] == c:
                groups[group_of(r[0], by)].append(r)
        for g, rs in sorted(groups.items()):
            d1 = sum(r[4] <= 1.0 for r in rs)
            out.append(f"- {g}: {d1}/{len(rs)} within $1 ({pct(d1, len(rs))})")

    out += ["", "stateTax by state (within $1 / within 1%, mean |diff| of the disagreements):", ""]
    out += ["| state | n | within $1 | within 1% | mean abs diff when > $1 |", "| --- | --- | --- | --- | --- |"]
    groups = defaultdict(list)
    for r in rows:
        if r[1] == "stateTax":
            groups[r[0]["state"]].append(r)
    for s in STATES:
        rs = groups.get(s, [])
        d1 = sum(r[4] <= 1.0 for r in rs)
        p1 = sum(within_1pct(r[4], r[3]) for r in rs)
        bad = [r[4] for r in rs if r[4] > 1.0]
        mean = f"{sum(bad) / len(bad):,.2f}" if bad else ""
        out.append(f"| {s} | {len(rs)} | {d1} ({pct(d1, len(rs))}) | {p1} ({pct(p1, len(rs))}) | {mean} |")

    for c in COMPONENTS:
        bad = sorted((r for r in rows if r[1] == c and r[4] > 1.0), key=lambda r: -r[4])
        out += ["", f"Worst {c} cases ({len(bad)} over $1):", ""]
        for h, _, a, b, d in bad[:worst_n]:
            out.append(
                f"- #{h['id']} {h['state']} {h['taxYear']} {h['filingStatus']} wages {h['income']} "
                f"kids {h['dependents']}{describe(h)}: penny {a:,.2f} vs policyengine {b:,.2f} (diff {a - b:+,.2f})"
            )
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--n", type=int, default=2000, help="households")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument(
        "--households",
        choices=["plain", "aged-deferral"],
        default="plain",
        help="plain: earner aged 40, no deferral (the original check); aged-deferral: ages 25-85 "
        "for earner and spouse and pre-tax 401(k) deferrals",
    )
    ap.add_argument("--penny", default="target/debug/penny")
    ap.add_argument("--cache", help="JSON file caching PolicyEngine's answers")
    ap.add_argument("--summary", help="write the Markdown summary here as well as to stdout")
    ap.add_argument("--cases", help="write every household with both answers here (JSON lines)")
    ap.add_argument("--worst", type=int, default=15)
    ap.add_argument("--state", help="only households in this state (after generation)")
    ap.add_argument("--pe-only", action="store_true", help="fill the PolicyEngine cache and stop")
    args = ap.parse_args()

    hs = households(args.n, args.seed, args.households)
    pe = policyengine(hs, args.cache)
    if args.pe_only:
        return
    if args.state:
        hs = [h for h in hs if h["state"] == args.state]
    pn = run_penny(args.penny, hs)
    text = summarise(hs, pe, pn, args.worst)
    print(text)
    if args.summary:
        with open(args.summary, "w") as f:
            f.write(text)
    if args.cases:
        with open(args.cases, "w") as f:
            for h in hs:
                f.write(json.dumps({"household": h, "penny": pn[h["id"]], "policyengine": pe[h["id"]]}) + "\n")


if __name__ == "__main__":
    sys.exit(main())
