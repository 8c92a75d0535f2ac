#!/usr/bin/env python3
"""Prints PolicyEngine US variables for a few households, to find where it and Penny part ways.

    /tmp/pe-venv/bin/python scripts/differential/pe_explain.py \
        --household AL,2025,single,250000,0 --household CT,2026,married_filing_jointly,736566,3 \
        al_standard_deduction al_taxable_income ct_income_tax_before_refundable_credits

Households are STATE,YEAR,STATUS,WAGES,CHILDREN[,AGE[,SPOUSE_AGE[,DEFERRAL]]] (children aged 8;
ages 40 and no pre-tax 401(k) deferral unless given; `-` skips a field) and are built exactly as
pe_compare.py builds them. Variables of any entity are mapped to the tax unit (summed).
`--prefix al_` lists every variable whose name starts with it (no computation).
"""

import argparse
import sys

from pe_compare import situation


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--household", action="append", default=[])
    ap.add_argument("--prefix", help="list variable names starting with this and stop")
    ap.add_argument("variables", nargs="*")
    args = ap.parse_args()

    from policyengine_us import CountryTaxBenefitSystem, Simulation

    if args.prefix:
        names = sorted(CountryTaxBenefitSystem().variables)
        print("\n".join(n for n in names if n.startswith(args.prefix)))
        return
    hs = []
    for i, spec in enumerate(args.household):
        state, year, status, wages, kids, *extra = spec.split(",")
        h = {
            "id": i,
            "state": state,
            "taxYear": year,
            "filingStatus": status,
            "income": wages,
            "dependents": int(kids),
            "childAges": [8] * int(kids),
        }
        for key, value in zip(("age", "spouseAge", "preTaxRetirement"), extra):
            if value != "-":
                h[key] = value if key == "preTaxRetirement" else int(value)
        hs.append(h)
    for year in sorted({h["taxYear"] for h in hs}):
        group = [h for h in hs if h["taxYear"] == year]
        sim = Simulation(situation=situation(group, int(year)))
        for v in args.variables:
            try:
                values = sim.calculate(v, int(year), map_to="tax_unit")
            except Exception as e:  # a variable of another entity or a typo: say so and go on
                print(f"{v}: {e}", file=sys.stderr)
                continue
            for h, value in zip(group, values):
                spec = f"{h['state']} {year} {h['filingStatus']} {h['income']} kids {h['dependents']}"
                spec += f" age {h.get('age', 40)}/{h.get('spouseAge', 40)} def {h.get('preTaxRetirement', 0)}"
                print(f"{spec:55} {v:60} {value}")


if __name__ == "__main__":
    sys.exit(main())
