//! Human durations: parsing, converting and formatting never panic; a parsed duration converts to
//! seconds exactly, and to a bigger unit only when that is exact.
#![no_main]

use libfuzzer_sys::fuzz_target;
use licensectl_catalogue::units::{convert, format_duration, parse_duration, to_unit};
use licensectl_catalogue::Unit;

fuzz_target!(|data: &[u8]| {
    if data.len() >= 8 {
        let n = u64::from_le_bytes(data[..8].try_into().unwrap());
        assert!(!format_duration(n).is_empty());
        for unit in [Unit::Seconds, Unit::Minutes, Unit::Days] {
            let _ = to_unit(n, unit);
        }
    }
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let parsed = parse_duration(text);
    for unit in [Unit::Seconds, Unit::Minutes, Unit::Days] {
        let converted = convert(text, unit);
        assert_eq!(converted.is_ok(), parsed.is_ok() && converted.is_ok());
        if let (Ok(secs), Ok(c)) = (&parsed, &converted) {
            // The converted figure times the unit is the duration again.
            let back = match c.split_once('.') {
                None => c.parse::<u128>().unwrap() * unit.seconds() as u128,
                Some((i, f)) => {
                    let digits: u128 = format!("{i}{f}").parse().unwrap();
                    let scaled = digits * unit.seconds() as u128;
                    let den = 10u128.pow(f.len() as u32);
                    assert_eq!(scaled % den, 0, "{text:?} → {c} {}", unit.name());
                    scaled / den
                }
            };
            assert_eq!(back, *secs as u128, "{text:?} → {c} {}", unit.name());
        }
    }
    if let Ok(secs) = parsed {
        assert_eq!(convert(text, Unit::Seconds), Ok(secs.to_string()));
        assert!(!format_duration(secs).is_empty());
    }
});
