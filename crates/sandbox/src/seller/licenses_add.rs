//! Seller `add`: making license keys from a mask, unique and within the daily cap (api-catalogue §2.1).

use licensectl_catalogue::{Bug, Differences, Quirk};
use rand::Rng;
use rusqlite::params;
use serde_json::json;

use crate::handler::{fail, fail_status, ok_with, Ctx, Handled, Handler, Reply};
use crate::rules;
use crate::store;

pub const HANDLERS: &[(&str, Handler)] = &[("add", add)];

const DEFAULT_MASK: &str = "******-******-******-******-******-******";
const DAILY_CAP: i64 = 5000;
/// Random keys tried for each new one before the sandbox gives up on a mask.
const UNIQUE_TRIES: u32 = 1000;
const NO_UNIQUE_KEY: &str = "No unused key is left for this mask: add * to it";

fn charset(character: &str) -> Option<&'static [u8]> {
    match character {
        "1" => Some(b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"),
        "2" => Some(b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
        "3" => Some(b"0123456789abcdefghijklmnopqrstuvwxyz"),
        _ => None,
    }
}

/// `xs`: the generation's masks are of `X`s (`Quirk::MasksOfXs`).
fn generate(mask: &str, set: Option<&[u8]>, xs: bool) -> String {
    let mut rng = rand::thread_rng();
    let mut pick = |set: &[u8]| set[rng.gen_range(0..set.len())] as char;
    mask.chars()
        .map(|c| match (c, set) {
            // The 2022 server: `X` upper case and digits, `x` lower case and digits, `*` literal.
            ('X', _) if xs => pick(b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
            ('x', _) if xs => pick(b"0123456789abcdefghijklmnopqrstuvwxyz"),
            (_, _) if xs => c,
            ('*', Some(set)) => pick(set),
            _ => c,
        })
        .collect()
}

/// Whether a mask makes random keys (on the 2022 server: has `X` or `x`; else: has `*`).
fn is_random(mask: &str, xs: bool) -> bool {
    if xs {
        mask.contains(['X', 'x'])
    } else {
        mask.contains('*')
    }
}

/// The quantity an e-commerce webhook's JSON body orders, which overrides `amount` (api-catalogue
/// §2.1, keyauth-transcripts.md #51): Sellix's `data.quantity`, Shoppy's `data.order.quantity`,
/// and on the current service Sell.app's `data.Quantity`.
fn ordered(cx: &Ctx, then: &Differences) -> Option<i64> {
    let body = cx.q.body.as_deref()?;
    let sellapp = !then.quirks.contains(&Quirk::NoSellAppQuantity);
    let paths: &[&[&str]] = &[
        &["data", "quantity"],
        &["data", "order", "quantity"],
        &["data", "Quantity"],
    ];
    paths
        .iter()
        .take(if sellapp { 3 } else { 2 })
        .find_map(|path| {
            let v = path.iter().try_fold(body, |v, k| v.get(*k))?;
            v.as_i64().or_else(|| v.as_str()?.trim().parse().ok())
        })
}

fn add(cx: &mut Ctx) -> Handled {
    add_keys(cx, true)
}

/// `add` without the service's daily key cap, which (like the rate limits) only
/// `sandbox start --limits service` enforces.
pub fn add_uncapped(cx: &mut Ctx) -> Handled {
    add_keys(cx, false)
}

fn add_keys(cx: &mut Ctx, daily_cap: bool) -> Handled {
    let Some(expiry) = cx.q.get("expiry") else {
        return Ok(fail_status(406, "Expiry not set"));
    };
    let Some(days) = cx.q.number("expiry").filter(|d| *d >= 0.0) else {
        let _ = expiry;
        return Ok(fail_status(400, "Expiry must be a number of days"));
    };
    let then = super::differences(cx);
    let amount = ordered(cx, &then)
        .or_else(|| cx.q.int("amount"))
        .filter(|a| *a >= 1)
        .unwrap_or(1);
    if cx.q.str("level").len() > 12 {
        return Ok(fail("Level too long"));
    }
    // The service counts the day's keys before checking the per-request cap.
    if daily_cap && !counted_within_daily_cap(cx, amount)? {
        return Ok(fail_status(
            429,
            "You can only generate 5000 keys per 24 hours with SellerAPI.",
        ));
    }
    if amount > 100 {
        return Ok(fail("You can only generate 100 licenses at a time"));
    }
    let xs = then.quirks.contains(&Quirk::MasksOfXs);
    let mask = mask(cx, xs);
    if !is_random(mask, xs) && amount > 1 {
        return Ok(fail("Can't do custom key with amount greater than one"));
    }
    let keys = match new_keys(cx, mask, amount, &then)? {
        Ok(keys) => keys,
        Err(refused) => return Ok(refused),
    };
    insert(cx, &keys, (days * 86_400.0).round() as i64, &then)?;
    Ok(if amount == 1 {
        ok_with("License Successfully Generated", json!({"key": keys[0]}))
    } else {
        let mut r = ok_with("Licenses successfully generated", json!({"keys": keys}));
        r.status = 302;
        r
    })
}

/// Whether `amount` more keys stay within the service's daily cap; if so they are counted.
fn counted_within_daily_cap(cx: &Ctx, amount: i64) -> rusqlite::Result<bool> {
    let since = cx.now - 86_400;
    let today = store::count(cx.db, "keys_per_day", cx.now, 0, since)?;
    if today.saturating_add(amount) > DAILY_CAP {
        return Ok(false);
    }
    store::count(cx.db, "keys_per_day", cx.now, amount, since)?;
    Ok(true)
}

/// The request's mask. The 2022 server's default is `X`s (random there); the service's is `*`s,
/// and it takes the 2022 default, sent as a mask, for its own.
fn mask<'a>(cx: &Ctx<'a>, xs: bool) -> &'a str {
    match cx.q.get("mask") {
        None if xs => "XXXXXX-XXXXXX-XXXXXX-XXXXXX-XXXXXX-XXXXXX",
        Some(m) if xs => m,
        None | Some("XXXXXX-XXXXXX-XXXXXX-XXXXXX-XXXXXX-XXXXXX") => DEFAULT_MASK,
        Some(m) => m,
    }
}

/// `amount` keys made from `mask`, none already stored; `Err`: the refusal, nothing made.
///
/// Keys are unique only by chance in the service; the sandbox makes sure, a bounded number of
/// times, so a mask with too few `*` (or a `character` that leaves them as they are) can't spin.
fn new_keys(
    cx: &Ctx,
    mask: &str,
    amount: i64,
    then: &Differences,
) -> anyhow::Result<Result<Vec<String>, Reply>> {
    let xs = then.quirks.contains(&Quirk::MasksOfXs);
    let duplicates = cx.mode.bugs && then.bugs.contains(&Bug::DuplicateKeys);
    const DUPLICATE_KEY: &str = "Failed to create license: that key already exists!";
    let set = charset(cx.q.get("character").unwrap_or("1"));
    let mut keys: Vec<String> = Vec::new();
    for _ in 0..amount {
        let mut tries = 0;
        let key = loop {
            let k = generate(mask, set, xs);
            let taken = keys.contains(&k) || rules::find_key(cx.db, &k)?.is_some();
            if !is_random(mask, xs) {
                // The service's keys are unique (its index refuses a second row of one key):
                // a fixed key made twice is refused, never a second row (docs/sandbox.md).
                // The 2022 server's `keys` had no such index: a second row (`--bugs`).
                if taken && !duplicates {
                    return Ok(Err(fail(DUPLICATE_KEY)));
                }
                break k;
            }
            if !taken {
                break k;
            }
            tries += 1;
            if tries == UNIQUE_TRIES {
                return Ok(Err(fail(NO_UNIQUE_KEY)));
            }
        };
        keys.push(key);
    }
    Ok(Ok(keys))
}

/// Stores `keys`, unused, each lasting `duration` seconds once used.
fn insert(cx: &Ctx, keys: &[String], duration: i64, then: &Differences) -> rusqlite::Result<()> {
    let level =
        cx.q.get("level")
            .filter(|l| l.parse::<u64>().is_ok())
            .unwrap_or("1");
    // A parameter the generation ignores (the 2022 `add` has no `note` or `owner`).
    let ignored = |p: &str| then.drops.contains(&p) || then.warns.contains(&p);
    let note = cx.q.get("note").filter(|_| !ignored("note"));
    let owner =
        cx.q.get("owner")
            .filter(|_| !ignored("owner"))
            .unwrap_or("SellerAPI");
    let mut insert = cx.db.prepare(
        "INSERT INTO keys (key, note, expires, status, level, genby, gendate) VALUES (?1, ?2, ?3, 'Not Used', ?4, ?5, ?6)",
    )?;
    for key in keys {
        insert.execute(params![key, note, duration, level, owner, cx.now])?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::testkit::{json, outcome, Kit};

    #[test]
    fn an_ecommerce_order_quantity_overrides_amount() {
        // Sellix and Shoppy post their order as JSON to the `add` URL (keyauth-transcripts.md #51).
        for (generation, body, keys) in [
            ("current", r#"{"data":{"quantity":2}}"#, 2),
            ("2022", r#"{"data":{"order":{"quantity":"3"}}}"#, 3),
            ("current", r#"{"data":{"Quantity":2}}"#, 2),
            // Sell.app's field is the current service's only.
            ("2022", r#"{"data":{"Quantity":2}}"#, 1),
            ("current", "not json", 1),
        ] {
            let mut kit = Kit::new();
            kit.mode = crate::mode::Mode::of(generation, false).unwrap();
            kit.seller(&[("type", "addsub"), ("name", "default"), ("level", "1")]);
            let mut q = Kit::query(&[
                ("sellerkey", &kit.app.seller_key),
                ("type", "add"),
                ("expiry", "1"),
                ("amount", "1"),
            ]);
            q.body = serde_json::from_str(body).ok().map(Box::new);
            let r = super::add(&mut kit.ctx(&q)).unwrap();
            let made = match json(&r).get("keys") {
                Some(k) => k.as_array().unwrap().len(),
                None => usize::from(json(&r).get("key").is_some()),
            };
            assert_eq!(made, keys, "{generation} {body}: {:?}", json(&r));
        }
    }

    #[test]
    fn a_mask_with_too_few_keys_fails_instead_of_spinning() {
        // Found by the `sandbox_request` fuzz target (a timeout): `mask=*` holds 62 keys, and an
        // unknown `character` leaves `*` as it is, so the loop making keys unique never ended and
        // held the database for good.
        let kit = Kit::new();
        kit.seller(&[("type", "addsub"), ("name", "default"), ("level", "1")]);
        for (mask, character, amount) in [("*", "1", "63"), ("K-**", "9", "2")] {
            let q = [
                ("type", "add"),
                ("expiry", "1"),
                ("mask", mask),
                ("character", character),
                ("amount", amount),
            ];
            let r = kit.seller(&q);
            assert_eq!(outcome(&r), (false, super::NO_UNIQUE_KEY.into()), "{mask}");
        }
        // Nothing of a refused batch is kept; a mask with room still works.
        let none = kit.seller(&[("type", "fetchallkeys")]);
        assert_eq!(none.status, 406, "{:?}", json(&none));
        let q = [
            ("type", "add"),
            ("expiry", "1"),
            ("mask", "*"),
            ("amount", "62"),
        ];
        let all = kit.seller(&q);
        assert_eq!(json(&all)["keys"].as_array().map(Vec::len), Some(62));
    }
}
