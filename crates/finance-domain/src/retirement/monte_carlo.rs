//! The plan replayed over random market returns: the share of paths whose money lasts to the
//! horizon, and p10/p50/p90 bands of the balance in today's dollars at each age.
//!
//! Each year's nominal growth factor is lognormal with the expected return as its mean and the
//! stated volatility: `(1 + r) · exp(σz − σ²/2)`, z standard normal. Path `i` draws its returns
//! from ChaCha8 stream `i` of the seed, year after year, so the same seed gives every what-if the
//! same markets (common random numbers), and with σ = 0 every path is exactly the deterministic
//! plan. The year step is the plan's own (`Prepared::run`), in `f64` for speed (10,000 paths of 60
//! years within the 25 ms budget); results leave as `Decimal`.

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;
use rand_distr::{Distribution, StandardNormal};
use rust_decimal::Decimal;
use serde::Serialize;

use super::plan::{Planner, Prepared, Recorder, money};
use crate::error::DomainError;

pub const DEFAULT_PATHS: u32 = 2_000;
pub const MAX_PATHS: u32 = 20_000;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Bands {
    pub ages: Vec<u32>,
    pub p10: Vec<Decimal>,
    pub p50: Vec<Decimal>,
    pub p90: Vec<Decimal>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MonteCarloResult {
    pub paths: u32,
    pub seed: u64,
    /// Share of paths with no shortfall before the horizon, to four places.
    pub success_probability: Decimal,
    /// Total balance in today's dollars at each age of the plan's rows.
    pub bands: Bands,
}

/// Paths run in blocks; each block's balances are written age-major into a small buffer that fits
/// in cache, then copied into the age-major matrix one contiguous run per age (writing each path
/// straight into the matrix strides across it and misses the cache on every year).
const BLOCK: usize = 64;

/// Records one path's real balances into column `path` of the block buffer.
struct Column<'a> {
    out: &'a mut [f64],
    path: usize,
}

impl Recorder for Column<'_> {
    fn balance(&mut self, t: usize, real: f64) {
        if let Some(cell) = self.out.get_mut(t * BLOCK + self.path) {
            *cell = real;
        }
    }
}

/// p10, p50, p90 of `values` (reordered): the median first, then each tail within its half.
fn bands_of(values: &mut [f64]) -> [f64; 3] {
    let n = values.len();
    if n == 0 {
        return [0.0; 3];
    }
    let rank = |p: f64| ((p * n as f64).ceil() as usize).clamp(1, n) - 1;
    let (k10, k50, k90) = (rank(0.10), rank(0.50), rank(0.90));
    let (left, mid, right) = values.select_nth_unstable_by(k50, f64::total_cmp);
    let mid = *mid;
    let p10 = if k10 < k50 {
        *left.select_nth_unstable_by(k10, f64::total_cmp).1
    } else {
        mid
    };
    let p90 = if k90 > k50 {
        *right
            .select_nth_unstable_by(k90 - k50 - 1, f64::total_cmp)
            .1
    } else {
        mid
    };
    [p10, mid, p90]
}

fn growth_path(p: &Prepared, seed: u64, path: u64) -> impl FnMut(usize) -> f64 + use<> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(path);
    let (mean, sigma) = (p.nominal_growth, p.volatility);
    let drift = -sigma * sigma / 2.0;
    move |_t| {
        let z: f64 = StandardNormal.sample(&mut rng);
        mean * (sigma * z + drift).exp()
    }
}

/// The size and seed of a Monte Carlo run, read by name as the what-ifs are (the API's query, the
/// `penny plan` flags and batch lines).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Odds {
    pub paths: u32,
    pub seed: u64,
}

/// The seed when none is given.
pub const DEFAULT_SEED: u64 = 1;

impl Default for Odds {
    fn default() -> Self {
        Odds {
            paths: DEFAULT_PATHS,
            seed: DEFAULT_SEED,
        }
    }
}

impl Odds {
    pub const NAMES: [&'static str; 2] = ["paths", "seed"];

    /// Reads `paths` (1 to [`MAX_PATHS`], default [`DEFAULT_PATHS`]) and `seed` (any `u64`, default
    /// [`DEFAULT_SEED`]) from `raw` by name; an error names the one that is wrong.
    pub fn read(raw: impl Fn(&str) -> Option<String>) -> Result<Odds, DomainError> {
        let mut odds = Odds::default();
        if let Some(text) = raw("paths") {
            odds.paths = text
                .trim()
                .parse::<u32>()
                .ok()
                .filter(|n| (1..=MAX_PATHS).contains(n))
                .ok_or_else(|| {
                    DomainError::invalid(
                        "paths",
                        format!("must be a whole number from 1 to {MAX_PATHS}"),
                    )
                })?;
        }
        if let Some(text) = raw("seed") {
            odds.seed = text.trim().parse::<u64>().map_err(|_| {
                DomainError::invalid(
                    "seed",
                    "must be a whole number from 0 to 18446744073709551615",
                )
            })?;
        }
        Ok(odds)
    }
}

/// Records nothing: for runs that only ask whether the money lasted.
struct Unrecorded;

impl Recorder for Unrecorded {
    fn balance(&mut self, _t: usize, _real: f64) {}
}

/// `run`'s success probability alone, without the bands (a goal's odds need no more): the same
/// paths, so the same figure, at a fraction of the work.
pub fn success_probability(
    planner: &Planner,
    paths: u32,
    seed: u64,
) -> Result<Decimal, DomainError> {
    if !(1..=MAX_PATHS).contains(&paths) {
        return Err(DomainError::invalid(
            "paths",
            format!("must be a whole number from 1 to {MAX_PATHS}"),
        ));
    }
    let p = &planner.prepared;
    let lasted = (0..paths)
        .filter(|path| {
            let growth = growth_path(p, seed, u64::from(*path));
            p.run(p.annual_spending, growth, &mut Unrecorded).is_none()
        })
        .count();
    Ok((Decimal::from(lasted) / Decimal::from(paths)).round_dp(4))
}

/// Runs `paths` random paths of the plan from `seed`.
pub fn run(planner: &Planner, paths: u32, seed: u64) -> Result<MonteCarloResult, DomainError> {
    if !(1..=MAX_PATHS).contains(&paths) {
        return Err(DomainError::invalid(
            "paths",
            format!("must be a whole number from 1 to {MAX_PATHS}"),
        ));
    }
    let p = &planner.prepared;
    let n = paths as usize;
    let rows = p.years + 1;
    let mut matrix = vec![0.0_f64; rows * n];
    let mut block = vec![0.0_f64; rows * BLOCK];
    let mut lasted = 0u32;
    for start in (0..n).step_by(BLOCK) {
        let len = BLOCK.min(n - start);
        for j in 0..len {
            let mut col = Column {
                out: &mut block,
                path: j,
            };
            let growth = growth_path(p, seed, (start + j) as u64);
            if p.run(p.annual_spending, growth, &mut col).is_none() {
                lasted += 1;
            }
        }
        for t in 0..rows {
            matrix[t * n + start..t * n + start + len]
                .copy_from_slice(&block[t * BLOCK..t * BLOCK + len]);
        }
    }
    let mut bands = Bands {
        ages: (0..rows).map(|t| p.age + t as u32).collect(),
        p10: Vec::with_capacity(rows),
        p50: Vec::with_capacity(rows),
        p90: Vec::with_capacity(rows),
    };
    for column in matrix.chunks_mut(n) {
        let [p10, p50, p90] = bands_of(column);
        bands.p10.push(money(p10));
        bands.p50.push(money(p50));
        bands.p90.push(money(p90));
    }
    Ok(MonteCarloResult {
        paths,
        seed,
        success_probability: (Decimal::from(lasted) / Decimal::from(paths)).round_dp(4),
        bands,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_odds_alone_are_the_full_runs() {
        let input = crate::retirement::plan::tests::au_input();
        let planner = Planner::new(&input, crate::retirement::plan::tests::today()).unwrap();
        for (paths, seed) in [(1, 1), (300, 7), (2_000, DEFAULT_SEED)] {
            assert_eq!(
                success_probability(&planner, paths, seed).unwrap(),
                run(&planner, paths, seed).unwrap().success_probability
            );
        }
        assert!(success_probability(&planner, 0, 1).is_err());
    }

    #[test]
    fn odds_are_read_by_name_with_defaults_and_errors_naming_them() {
        let given = |paths: Option<&'static str>, seed: Option<&'static str>| {
            Odds::read(move |name| match name {
                "paths" => paths.map(str::to_string),
                "seed" => seed.map(str::to_string),
                _ => None,
            })
        };
        assert_eq!(
            given(None, None).unwrap(),
            Odds {
                paths: DEFAULT_PATHS,
                seed: DEFAULT_SEED
            }
        );
        assert_eq!(
            given(Some(" 500 "), Some("18446744073709551615")).unwrap(),
            Odds {
                paths: 500,
                seed: u64::MAX
            }
        );
        for (paths, seed, field) in [
            (Some("0"), None, "paths"),
            (Some("20001"), None, "paths"),
            (Some("1.5"), None, "paths"),
            (None, Some("-1"), "seed"),
            (None, Some("x"), "seed"),
        ] {
            assert_eq!(given(paths, seed).unwrap_err().field(), Some(field));
        }
    }

    #[test]
    fn nearest_rank_percentiles() {
        let mut w: Vec<f64> = (1..=10).rev().map(f64::from).collect();
        assert_eq!(bands_of(&mut w), [1.0, 5.0, 9.0]);
        let mut big: Vec<f64> = (0..1000).map(|i| f64::from((i * 7919) % 1000)).collect();
        assert_eq!(bands_of(&mut big), [99.0, 499.0, 899.0]);
        assert_eq!(bands_of(&mut [3.0]), [3.0; 3]);
        assert_eq!(bands_of(&mut []), [0.0; 3]);
    }

    #[test]
    fn draws_are_lognormal_with_the_expected_mean() {
        // E[(1+r)·exp(σz − σ²/2)] = 1 + r; 200,000 draws put the sample mean within 0.1%.
        use crate::retirement::plan::tests::{au_input, today};
        let planner = Planner::new(&au_input(), today()).unwrap();
        let mut p = planner.prepared.clone();
        p.nominal_growth = 1.07;
        p.volatility = 0.10;
        let mut g = growth_path(&p, 7, 0);
        let n = 200_000;
        let mean = (0..n).map(&mut g).sum::<f64>() / n as f64;
        assert!((mean - 1.07).abs() < 0.001, "{mean}");
        let mut again = growth_path(&p, 7, 0);
        let mut other = growth_path(&p, 7, 1);
        let first = again(0);
        assert_ne!(first, other(0));
        assert_eq!(first, growth_path(&p, 7, 0)(0));
    }
}
