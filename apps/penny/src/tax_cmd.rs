//! `penny tax`: one calculation from flags, or `--batch` JSON lines from stdin to stdout in order
//! (finance-batch does the batch; money is JSON numbers there, strings over HTTP).

use std::borrow::Cow;
use std::io::{self, Write};
use std::process::ExitCode;

use chrono::NaiveDate;
use finance_domain::clock::Today;
use finance_domain::tax::TaxInput;
use finance_domain::tax::input::Scalar;

#[derive(clap::Args, Debug)]
pub struct TaxArgs {
    /// australia or us
    #[arg(long)]
    country: Option<String>,
    /// US state or DC code (CA), or Australian state or territory (NSW)
    #[arg(long)]
    state: Option<String>,
    /// single, married_filing_jointly, married_filing_separately or head_of_household (US)
    #[arg(long)]
    filing_status: Option<String>,
    /// 2025 or 2026 (US); 2024-25, 2025-26 or 2026-27 (Australia). Default: the year in force today.
    #[arg(long)]
    tax_year: Option<String>,
    /// Annual wages (US) or taxable income (Australia), dollars
    #[arg(long)]
    income: Option<String>,
    /// Dependent children
    #[arg(long)]
    dependents: Option<String>,
    /// single, married, de facto, divorced, separated or widowed
    #[arg(long)]
    marital_status: Option<String>,
    /// Family income for the Australian Medicare levy family thresholds and surcharge tiers
    #[arg(long)]
    household_income: Option<String>,
    /// Australia: no private hospital cover, so the Medicare levy surcharge may apply
    #[arg(long)]
    no_private_hospital_cover: bool,
    /// Age at the end of the tax year (Australia: seniors offset from 67; US: 65+ deductions and
    /// 401(k) catch-ups)
    #[arg(long)]
    age: Option<String>,
    /// US joint filers: the spouse's age (default: --age)
    #[arg(long)]
    spouse_age: Option<String>,
    /// Australia: HELP / study loan balance, dollars
    #[arg(long)]
    help_debt: Option<String>,
    /// Australia: salary sacrificed into super in the year, dollars
    #[arg(long)]
    salary_sacrifice: Option<String>,
    /// US: pre-tax 401(k)/403(b) deferral in the year, dollars
    #[arg(long)]
    pre_tax_retirement: Option<String>,
    /// Read JSON lines from stdin and write one JSON result per line to stdout
    #[arg(long)]
    batch: bool,
    /// Worker threads for --batch (default: available cores)
    #[arg(long, hide = true)]
    threads: Option<usize>,
    /// Calculate as if today were this date (YYYY-MM-DD); picks the default tax year
    #[arg(long, hide = true)]
    today: Option<NaiveDate>,
}

pub fn run(args: TaxArgs) -> ExitCode {
    // One clock with the server: each calculation's date in its own country and state.
    let today = args
        .today
        .map_or_else(|| Today::At(chrono::Utc::now()), Today::Fixed);
    if args.batch {
        // 0 = every core.
        let threads = args.threads.unwrap_or(0);
        let answer = |line: &[u8], out: &mut Vec<u8>| finance_batch::tax::answer(line, out, today);
        return crate::batch_exit(finance_batch::run_stdio(threads, answer));
    }
    fn s(v: &Option<String>) -> Option<Scalar<'_>> {
        v.as_deref().map(|t| Scalar::Str(Cow::Borrowed(t)))
    }
    let input = TaxInput {
        country: s(&args.country),
        income: s(&args.income),
        state: s(&args.state),
        filing_status: s(&args.filing_status),
        tax_year: s(&args.tax_year),
        dependents: s(&args.dependents),
        marital_status: s(&args.marital_status),
        household_income: s(&args.household_income),
        private_hospital_cover: args
            .no_private_hospital_cover
            .then_some(Scalar::Bool(false)),
        age: s(&args.age),
        spouse_age: s(&args.spouse_age),
        help_debt: s(&args.help_debt),
        salary_sacrifice: s(&args.salary_sacrifice),
        pre_tax_retirement: s(&args.pre_tax_retirement),
    };
    match finance_batch::tax::tax(&input, today) {
        Ok(r) => {
            let mut out = Vec::with_capacity(2048);
            finance_batch::json::write_result(&mut out, &r);
            out.push(b'\n');
            match io::stdout().lock().write_all(&out) {
                Ok(()) => ExitCode::SUCCESS,
                Err(_) => ExitCode::FAILURE,
            }
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}
