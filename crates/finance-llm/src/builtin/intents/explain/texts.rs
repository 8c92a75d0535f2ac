//! The explainers' fixed texts, each with its source. Figures the parameter tables hold are not
//! written here: the answer adds this year's limit from the tables, or the text points to the
//! lookup ("ask me \"what's the IRA limit\"").

use finance_domain::Country;
use finance_domain::calc::Frequency;
use finance_domain::calc::savings::{SavingsPlan, future_value};
use finance_domain::contribution_limits::CONTRIBUTIONS_TAX_RATE;
use finance_domain::retirement::age_pension::PENSION_AGE;
use finance_domain::retirement::social_security::{
    EARLIEST_CLAIM_AGE, LATEST_CLAIM_AGE, claiming_factor, full_retirement_age,
};
use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::Explainer;
use crate::format::{money, percent, rate_as_given};

pub(super) fn text(e: Explainer, country: Country) -> String {
    match (e, country) {
        (Explainer::Franking, _) => "**Franking credits** (dividend imputation): Australian companies pay company tax on their profits before paying dividends, and pass a credit for that tax on to shareholders.\n\n- You include the dividend plus the franking credit (the \"grossed-up\" dividend) in your taxable income, then the credit counts as tax already paid.\n- If your marginal rate is below the company rate, the excess credit is refunded to you; above it, you pay the difference.\n- You generally need to hold the shares at risk for 45 days around the dividend to claim the credit.\n\nSource: ATO, *You and your shares*; Income Tax Assessment Act 1997 Division 207.".into(),
        (Explainer::NegativeGearing, _) => "**Negative gearing**: an investment property (or shares) is negatively geared when the deductible costs, mostly loan interest, rates, repairs and depreciation, are more than the income it earns.\n\n- The loss is deducted from your other income, so it lowers your tax at your marginal rate.\n- You're still out of pocket before tax: the strategy relies on the asset's value growing, and the gain is taxed (with the CGT discount) when you sell.\n- It suits people on higher marginal rates with secure income who can carry the shortfall if rates rise or the place is vacant.\n\nSource: ATO, *Rental properties guide*. For the bigger choice, ask about the Property vs shares topic.".into(),
        (Explainer::CapitalGains, Country::Australia) => "**Capital gains tax (Australia)**: CGT isn't a separate tax. A capital gain (sale price less the cost base, including buying and selling costs) is added to your taxable income for the year you sell.\n\n- **The CGT discount**: individuals who held the asset for at least 12 months include only half the gain, a 50% discount (funds in super get a one-third discount).\n- Capital losses offset capital gains, this year or carried forward; they can't reduce your salary.\n- Your main residence is generally exempt.\n\nSource: ATO, *Capital gains tax*; ITAA 1997 Division 115.".into(),
        (Explainer::CapitalGains, Country::Us) => "**Capital gains tax (US)**: the gain is the sale price less your basis.\n\n- **Short-term** (held a year or less): taxed as ordinary income at your bracket.\n- **Long-term** (held more than a year): taxed at 0%, 15% or 20% depending on taxable income, plus the 3.8% net investment income tax at higher incomes.\n- Losses offset gains, and up to $3,000 a year of net loss offsets other income.\n- Selling your main home: up to $250,000 of gain ($500,000 married filing jointly) is excluded if you owned and lived in it 2 of the last 5 years.\n\nSource: IRS Topic 409 and Publication 523.".into(),
        (Explainer::RothVsTraditional, _) => "**Roth vs traditional** (IRA or 401(k)): the difference is *when* you pay tax.\n\n- **Traditional**: contributions are pre-tax (401(k)) or may be deductible (IRA); growth is tax-deferred; withdrawals in retirement are taxed as income, and required minimum distributions apply.\n- **Roth**: contributions are after tax; qualified withdrawals (from 59½ and after 5 years) are tax-free, growth included. Roth IRAs have income limits and no required distributions for the owner.\n- Rule of thumb: Roth if you expect a higher tax rate in retirement than now (early career), traditional if you expect a lower one. Many people split contributions to hedge.\n\nSource: IRS Publications 590-A and 590-B. Ask me \"what's the IRA limit\" or \"what's the 401(k) limit\" for this year's figures.".into(),
        (Explainer::Ira, _) => "**IRA** (individual retirement arrangement): a retirement account you open yourself at a bank or broker, whether or not you have a workplace plan.\n\n- **Traditional IRA**: contributions may be deductible (the deduction phases out at higher incomes if you also have a workplace plan); withdrawals are taxed.\n- **Roth IRA**: after-tax contributions, tax-free qualified withdrawals; eligibility phases out at higher incomes.\n- One yearly limit covers all your IRAs together, with a catch-up from age 50; you need earned income at least equal to what you put in.\n- Withdrawals before 59½ usually carry a 10% additional tax, with exceptions (first home, education, some medical costs).\n\nSource: IRS Publication 590-A.".into(),
        (Explainer::K401, _) => "**401(k)**: your employer's retirement plan (403(b) at schools and non-profits).\n\n- Contributions come straight from your paycheck, pre-tax (traditional) or after tax (Roth, if the plan offers it), up to a yearly limit with catch-up amounts from 50.\n- Many employers **match** part of what you put in: contribute at least enough to get the full match.\n- Employer money may vest over a few years; withdrawals before 59½ usually carry a 10% additional tax.\n\nSource: IRS, *401(k) Resource Guide*.".into(),
        (Explainer::Hsa, _) => "**HSA** (health savings account): available only with a qualifying high-deductible health plan.\n\n- Triple tax advantage: contributions are deductible or pre-tax through payroll (which also skips FICA), growth is tax-free, and withdrawals for qualified medical costs are tax-free.\n- The balance is yours and rolls over every year; you can invest it.\n- After 65, withdrawals for anything else are taxed like a traditional IRA (before 65, taxed plus a 20% penalty).\n- Yearly limits differ for self-only and family coverage, with a catch-up from 55.\n\nSource: IRS Publication 969.".into(),
        (Explainer::SocialSecurity, _) => {
            let fra67 = full_retirement_age(1960);
            let early = claiming_factor(EARLIEST_CLAIM_AGE * 12, fra67);
            let late = claiming_factor(LATEST_CLAIM_AGE * 12, fra67);
            let per_year = (late - Decimal::ONE) / Decimal::from(LATEST_CLAIM_AGE - fra67.years);
            format!("**Social Security claiming ages**:\n\n- **{EARLIEST_CLAIM_AGE}**: the earliest you can claim; the benefit is permanently reduced ({} less if your full retirement age is {}).\n- **Full retirement age**: {} for anyone born in 1960 or later (66 and some months for earlier years). You get your full benefit.\n- **Up to {LATEST_CLAIM_AGE}**: each year you wait past full retirement age adds {} (delayed retirement credits); nothing is gained by waiting past {LATEST_CLAIM_AGE}.\n- Your benefit is based on your 35 highest years of indexed earnings; you need 40 credits (about 10 years of work) to qualify. A spouse can claim up to half of the worker's full benefit.\n\nSource: Social Security Administration (ssa.gov), *When to Start Receiving Retirement Benefits*.", percent(Decimal::ONE - early), fra67.years, fra67.years, percent(per_year))
        }
        (Explainer::UsMedicare, _) => "**Medicare (US)**: federal health insurance from age 65 (earlier with some disabilities).\n\n- **Part A** (hospital): premium-free if you or your spouse paid Medicare tax for about 10 years.\n- **Part B** (doctors, outpatient): a monthly premium, higher at higher incomes.\n- **Part D** (drugs) and **Medicare Advantage** (Part C, private plans bundling A, B and usually D).\n- Sign up in the 7-month window around your 65th birthday to avoid lifelong late-enrolment penalties (later if you're covered by a current employer's plan).\n\nIt's different from Australia's Medicare, which is funded partly by the Medicare levy. Source: Medicare.gov (CMS).".into(),
        (Explainer::Super, _) => {
            let tax = rate_as_given(CONTRIBUTIONS_TAX_RATE.value);
            format!("**Superannuation**: Australia's retirement savings system.\n\n- Your employer pays the Super Guarantee, a percentage of your ordinary earnings, into your fund.\n- **Concessional** (before-tax) contributions, including salary sacrifice, are taxed at {tax} in the fund; **non-concessional** (after-tax) ones aren't taxed going in. Each has a yearly cap.\n- Earnings are taxed at up to {tax} in the fund, and nothing once you draw a retirement pension.\n- You can generally access it from preservation age (60) once you retire.\n\nSource: ATO, *Super*. Ask me \"what's the concessional cap\" or \"what's the super guarantee rate\" for this year's figures.")
        }
        (Explainer::Help, _) => "**HELP (HECS-HELP) debt**: the Australian Government loan for university fees.\n\n- No real interest: the balance is indexed each 1 June (to the lower of CPI and the wage price index).\n- Compulsory repayments come through your tax return once your repayment income passes the threshold, as a percentage of income that rises with income.\n- Voluntary repayments reduce the balance directly; because it's indexed rather than charged interest, it usually comes after higher-interest debts.\n\nSource: ATO, *Study and training support loans*; studyassist.gov.au.".into(),
        (Explainer::AgePension, _) => format!("**The Age Pension** (Australia), paid by Services Australia:\n\n- Age {PENSION_AGE}, and usually 10 years of Australian residence.\n- Means tested: an **income test** and an **assets test**; whichever gives the lower payment applies. Your home isn't counted in the assets test, and super counts once you reach pension age.\n- Rates are indexed each March and September; couples get a combined rate.\n\nSource: Services Australia, *Age Pension*. Ask me \"what's the Age Pension rate?\" for the current rates and means-test limits."),
        (Explainer::FirstHome, Country::Australia) => format!("**First-home schemes (Australia)**:\n\n- **First Home Super Saver (FHSS)**: save for a deposit inside super with voluntary contributions (up to $15,000 from any one year, $50,000 in total), which are taxed at {} going in; when you buy, they're released with deemed earnings and taxed at your marginal rate less a 30% offset.\n- **Home Guarantee Scheme**: buy with a 5% deposit without lenders mortgage insurance, under property price caps.\n- **State concessions**: first-home buyer stamp duty exemptions or discounts and grants vary by state.\n\nSource: ATO, *First home super saver scheme*; Housing Australia.", rate_as_given(CONTRIBUTIONS_TAX_RATE.value)),
        (Explainer::FirstHome, Country::Us) => "**First-home help (US)**:\n\n- **IRA first-home withdrawal**: a first-time homebuyer can take up to $10,000 (lifetime) from an IRA without the 10% early-withdrawal tax; income tax still applies to traditional IRA money. Roth IRA contributions can be taken out any time, and earnings qualify after 5 years.\n- A 401(k) has no first-home exception (a plan loan may be an option).\n- Programs such as FHA loans (3.5% down) and state first-time buyer assistance lower the deposit needed.\n\nSource: IRS Publication 590-B; HUD.".into(),
        (Explainer::OffsetVsRedraw, _) => "**Offset account vs redraw**:\n\n- **Offset**: a transaction account linked to your home loan; its balance is subtracted from the loan before interest is worked out. Every dollar in it saves interest at the loan rate, tax-free, and stays your money, easy to move.\n- **Redraw**: extra repayments made into the loan that you can take back out. The interest saving is the same, but the lender can limit or freeze redraw, and money redrawn from a loan that later becomes an investment loan may not be deductible.\n- Offsets often come with higher rates or package fees; compare the fee with the interest you'd save.\n\nSource: ASIC Moneysmart, *Mortgage offset accounts*. In the US, the nearest thing is simply making extra principal payments.".into(),
        // Answered from the person's figures in their own files.
        (
            Explainer::LifeInsurance | Explainer::ExtraRepaymentsVsSuper | Explainer::SavingsByAge,
            _,
        ) => String::new(),
        (Explainer::IndexFunds, country) => {
            let fee_example = fee_drag();
            let (source, vehicle) = match country {
                Country::Australia => ("ASIC Moneysmart, *Managed funds* and *Exchange traded funds*", "ETFs on the ASX and index options in super funds"),
                Country::Us => ("SEC Investor.gov, *Mutual funds and ETFs* and *How fees and expenses affect your portfolio*", "ETFs and index mutual funds, including in a 401(k) or IRA"),
            };
            format!("**Index funds and fees**: an index fund holds every company in a market index (say the ASX 200 or S&P 500) instead of picking stocks, so it's diversified and cheap to run. You'll find them as {vehicle}.\n\n- Most active funds trail their index after fees over the long run.\n- **Fees compound too**: {fee_example}\n- Check the total fee (management fee or expense ratio), buy-sell spreads and platform fees.\n\nSource: {source}.")
        }
    }
}

/// $10,000 for 30 years at 7% a year before fees, with a 0.2% fee and with a 1% fee.
fn fee_drag() -> String {
    let grow = |rate| {
        future_value(&SavingsPlan {
            initial: dec!(10000),
            contribution: dec!(0),
            frequency: Frequency::Yearly,
            annual_rate: rate,
            periods: 30,
        })
        .map(|p| money(p.future_value.round_dp(0)))
        .unwrap_or_default()
    };
    format!(
        "$10,000 growing at 7% a year before fees for 30 years ends at about {} with a 0.2% fee but {} with a 1% fee (compounded yearly).",
        grow(dec!(0.068)),
        grow(dec!(0.06))
    )
}
