//! Human durations (`90s`, `12h`, `30d`, `2w`, `1y`, `lifetime`) and their exact conversion to the unit
//! a `type` expects.

use crate::Unit;

const MINUTE: u64 = 60;
const HOUR: u64 = 3_600;
const DAY: u64 = 86_400;
const WEEK: u64 = 604_800;
/// The service's year (its reseller "1 Year" key is 31,536,000 s).
const YEAR: u64 = 365 * DAY;
/// `lifetime`: 9,999 days. The service's reseller "Lifetime" key is 863,910,000 s, which is not a
/// whole number of days (9,998.96), and most types take days.
pub const LIFETIME: u64 = 9_999 * DAY;

impl Unit {
    pub const fn seconds(self) -> u64 {
        match self {
            Unit::Seconds => 1,
            Unit::Minutes => MINUTE,
            Unit::Days => DAY,
        }
    }
    pub const fn name(self) -> &'static str {
        match self {
            Unit::Seconds => "seconds",
            Unit::Minutes => "minutes",
            Unit::Days => "days",
        }
    }
}

/// Examples of durations that convert exactly to `unit`, for help and error messages: a help
/// suggesting `90s` where the operation takes days (90 s is no exact number of days) is refused
/// as written.
pub const fn examples(unit: Unit) -> &'static str {
    match unit {
        Unit::Seconds | Unit::Minutes => "90s, 12h, 30d, 1y, lifetime",
        Unit::Days => "12h, 30d, 2w, 1y, lifetime",
    }
}

/// When a term of `length` seconds begun at `start` ends (a used license: `usedon + expires`).
/// The service stores any length a seller gives (`licenses create --expiry 106751991167300d` is
/// 2^63 seconds): a term past the last representable time ends at `i64::MAX`, never wraps into
/// the past (an overflow panicked in debug builds and showed a far-future key as expired).
pub fn term_end(start: i64, length: i64) -> i64 {
    start.saturating_add(length)
}

/// Seconds from `now` until `end`, never negative (a term that ended has none left), and never
/// wrapped whatever the two times are.
pub fn time_left(end: i64, now: i64) -> i64 {
    end.saturating_sub(now).max(0)
}

/// Parses `90s`, `15m`, `12h`, `30d`, `2w`, `1y`, `1.5d`, a sum such as `1d12h`, or `lifetime`
/// into seconds.
pub fn parse_duration(text: &str) -> Result<u64, String> {
    let expected =
        "expected a number with a unit, such as 90s, 15m, 12h, 30d, 2w or 1y, or lifetime";
    let s = text.trim();
    if s.is_empty() {
        return Err(format!("empty duration: {expected}"));
    }
    if s.eq_ignore_ascii_case("lifetime") {
        return Ok(LIFETIME);
    }
    let mut total: u128 = 0;
    let mut rest = s;
    while !rest.is_empty() {
        let num_len = rest
            .find(|c: char| !(c.is_ascii_digit() || c == '.'))
            .unwrap_or(rest.len());
        let (num, after) = rest.split_at(num_len);
        let unit_len = after
            .find(|c: char| c.is_ascii_digit() || c == '.')
            .unwrap_or(after.len());
        let (unit, next) = after.split_at(unit_len);
        if num.is_empty() || unit.is_empty() {
            return Err(format!("invalid duration {text:?}: {expected}"));
        }
        let scale: u64 = match unit.to_ascii_lowercase().as_str() {
            "s" | "sec" | "secs" | "second" | "seconds" => 1,
            "m" | "min" | "mins" | "minute" | "minutes" => MINUTE,
            "h" | "hr" | "hrs" | "hour" | "hours" => HOUR,
            "d" | "day" | "days" => DAY,
            "w" | "week" | "weeks" => WEEK,
            "y" | "yr" | "yrs" | "year" | "years" => YEAR,
            _ => {
                return Err(format!(
                    "invalid duration {text:?}: unknown unit {unit:?}; {expected}"
                ))
            }
        };
        let part = decimal_times(num, scale).ok_or_else(|| {
            format!("invalid duration {text:?}: {num}{unit} is not a whole number of seconds")
        })?;
        // Each part fits u128, their sum may not: too large either way.
        total = total
            .checked_add(part)
            .ok_or_else(|| format!("duration {text:?} is too large"))?;
        rest = next;
    }
    u64::try_from(total).map_err(|_| format!("duration {text:?} is too large"))
}

/// `num` (digits with at most one dot) × `scale`, when that is a whole number.
fn decimal_times(num: &str, scale: u64) -> Option<u128> {
    let (int, frac) = num.split_once('.').unwrap_or((num, ""));
    if int.is_empty() && frac.is_empty() || frac.contains('.') || frac.len() > 9 {
        return None;
    }
    let digits: u128 = format!("{int}{frac}").parse().ok()?;
    let den = 10u128.pow(frac.len() as u32);
    let value = digits.checked_mul(scale as u128)?;
    (value % den == 0).then_some(value / den)
}

/// Converts seconds to `unit`, as an integer or an exact short decimal; refuses anything else.
pub fn to_unit(seconds: u64, unit: Unit) -> Result<String, String> {
    let size = unit.seconds();
    if seconds.is_multiple_of(size) {
        return Ok((seconds / size).to_string());
    }
    // A terminating decimal with at most 6 places is exact (12h = 0.5 days); 1h = 0.041666… is not.
    let scaled = seconds as u128 * 1_000_000;
    if scaled.is_multiple_of(size as u128) {
        let micro = scaled / size as u128;
        let text = format!("{}.{:06}", micro / 1_000_000, micro % 1_000_000);
        return Ok(text.trim_end_matches('0').to_string());
    }
    Err(format!(
        "{} does not convert exactly to {} (the unit this operation takes)",
        format_duration(seconds),
        unit.name()
    ))
}

/// Parses a human duration and converts it to `unit` in one step.
pub fn convert(text: &str, unit: Unit) -> Result<String, String> {
    to_unit(parse_duration(text)?, unit)
}

/// `2d 3h`, `45m`, `90s`: the two largest non-zero parts.
pub fn format_duration(seconds: u64) -> String {
    if seconds == 0 {
        return "0s".into();
    }
    let parts = [
        (365 * DAY, "y"),
        (DAY, "d"),
        (HOUR, "h"),
        (MINUTE, "m"),
        (1, "s"),
    ];
    let mut rest = seconds;
    let mut out = Vec::new();
    for (size, name) in parts {
        if rest >= size {
            out.push(format!("{}{name}", rest / size));
            rest %= size;
        }
        if out.len() == 2 {
            break;
        }
    }
    out.join(" ")
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_example_converts_exactly_to_its_unit() {
        for unit in [Unit::Seconds, Unit::Minutes, Unit::Days] {
            for ex in examples(unit).split(", ") {
                assert!(convert(ex, unit).is_ok(), "{ex} in {}", unit.name());
            }
        }
    }

    use super::*;

    #[test]
    fn terms_at_the_edges_of_time_saturate() {
        assert_eq!(term_end(1_800_000_000, 86_400), 1_800_086_400);
        assert_eq!(term_end(1_800_000_000, i64::MAX - 1), i64::MAX);
        assert_eq!(time_left(i64::MAX, 1_800_000_000), i64::MAX - 1_800_000_000);
        assert_eq!(time_left(i64::MIN, 1_800_000_000), 0);
        assert_eq!(time_left(5, 10), 0);
    }

    #[test]
    fn parses_units_and_sums() {
        assert_eq!(parse_duration("90s"), Ok(90));
        assert_eq!(parse_duration("15m"), Ok(900));
        assert_eq!(parse_duration("12h"), Ok(43_200));
        assert_eq!(parse_duration("30d"), Ok(2_592_000));
        assert_eq!(parse_duration("2w"), Ok(1_209_600));
        assert_eq!(parse_duration("1d12h"), Ok(129_600));
        assert_eq!(parse_duration("1.5d"), Ok(129_600));
        // What the service calls a year, and the round trip of `format_duration`'s `1y 2d`.
        assert_eq!(parse_duration("1y"), Ok(31_536_000));
        assert_eq!(parse_duration("1y2d"), Ok(31_536_000 + 2 * 86_400));
        assert_eq!(parse_duration("Lifetime"), Ok(9_999 * 86_400));
        assert_eq!(convert("lifetime", Unit::Days).as_deref(), Ok("9999"));
    }

    #[test]
    fn refuses_bad_input() {
        for bad in ["", "30", "d", "30x", "1.2.3d", "0.1s", "-5d", "3 days"] {
            assert!(parse_duration(bad).is_err(), "{bad:?} should be refused");
        }
    }

    #[test]
    fn huge_sums_are_refused_not_a_panic() {
        // Found writing the `duration` fuzz target (a debug build panicked; release wrapped): two
        // parts that each fit u128 overflowed their sum.
        let big = "300000000000000000000000000000000000000s";
        let text = format!("{big}{big}");
        let err = parse_duration(&text).unwrap_err();
        assert!(err.ends_with("is too large"), "{err}");
        assert!(parse_duration("18446744073709551616s").is_err());
        assert_eq!(parse_duration("18446744073709551615s"), Ok(u64::MAX));
    }

    #[test]
    fn conversion_table() {
        // (input, unit, sent) — api-catalogue §6.4
        let table = [
            ("30d", Unit::Days, "30"),
            ("2w", Unit::Days, "14"),
            ("12h", Unit::Days, "0.5"),
            ("90s", Unit::Seconds, "90"),
            ("1h", Unit::Seconds, "3600"),
            ("2d", Unit::Seconds, "172800"),
            ("90s", Unit::Minutes, "1.5"),
            ("2h", Unit::Minutes, "120"),
        ];
        for (input, unit, sent) in table {
            assert_eq!(
                convert(input, unit).as_deref(),
                Ok(sent),
                "{input} in {unit:?}"
            );
        }
    }

    #[test]
    fn inexact_conversions_are_refused_not_rounded() {
        let err = convert("1h", Unit::Days).unwrap_err();
        assert!(err.contains("does not convert exactly to days"), "{err}");
        assert!(convert("7s", Unit::Minutes).is_err());
    }

    #[test]
    fn formats_two_largest_parts() {
        assert_eq!(format_duration(0), "0s");
        assert_eq!(format_duration(90), "1m 30s");
        assert_eq!(format_duration(2_592_000), "30d");
        assert_eq!(format_duration(129_600), "1d 12h");
        assert_eq!(format_duration(31_536_000 + 86_400 * 2), "1y 2d");
    }
}
