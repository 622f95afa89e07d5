//! The 2022 server as `--generation 2022 --bugs` answers it, modelled on its PHP
//! (KeyAuth-Source-Code cec90ea, `api/seller/index.php` and `includes/misc/`): where PHP 8.2 and its
//! MariaDB die with an empty HTTP 500 before answering — an array where it calls `trim()`, text
//! that is no number where it computes, text outside Latin-1 against its latin1 tables (and
//! outside the Basic Multilingual Plane against its utf8 ones, over a utf8mb3 connection), a value
//! longer than its column, a non-integer in an integer column, a second row where a key is unique
//! — and the handlers whose answers are not the service's contract: what it accepts (a second
//! subscription of one name, any level, a variable for a user who does not exist, any webhook
//! address) and how it fails (an update that changes nothing fails). docs/sandbox.md, "The 2022
//! generation's bugs".

use rusqlite::{params, OptionalExtension};
use serde_json::json;

use licensectl_catalogue::{Behaviour, Differences};

use crate::handler::{fail, fail_status, ok, Ctx, Query, Reply};

/// The character sets of the 2022 schema's tables.
#[derive(Clone, Copy)]
enum Cs {
    /// `users`, `subs`, `subscriptions`, `vars`, `bans`, `sessions`, `webhooks`: a character
    /// outside Latin-1 is an "illegal mix of collations" wherever it appears.
    Latin1,
    /// `keys`, `files`, `apps`, `accounts` (utf8mb3): a character outside the Basic Multilingual
    /// Plane cannot be stored.
    Utf8,
    /// `uservars`, `chats`, `chatmutes`: utf8mb4 columns over the utf8mb3 connection: a
    /// character outside the BMP dies wherever it appears.
    Utf8mb4,
}

fn astral(v: &str) -> bool {
    v.chars().any(|c| c as u32 > 0xFFFF)
}

/// Text compared in a `WHERE` against a column of `cs` dies.
fn where_dies(cs: Cs, v: Option<&str>) -> bool {
    let Some(v) = v else { return false };
    match cs {
        Cs::Latin1 => v.chars().any(|c| c as u32 > 0xFF),
        Cs::Utf8 => false,
        Cs::Utf8mb4 => astral(v),
    }
}

/// Text written into a column of `cs` holding `max` characters dies.
fn write_dies(cs: Cs, max: usize, v: Option<&str>) -> bool {
    let Some(v) = v else { return false };
    v.chars().count() > max
        || match cs {
            Cs::Latin1 => v.chars().any(|c| c as u32 > 0xFF),
            Cs::Utf8 | Cs::Utf8mb4 => astral(v),
        }
}

/// PHP's `is_numeric`: optional blanks, a sign, digits with at most one point, an exponent.
pub fn is_numeric(v: &str) -> bool {
    let t = v.trim_start_matches([' ', '\t', '\n', '\r', '\x0b', '\x0c']);
    let t = t.trim_end_matches([' ', '\t', '\n', '\r', '\x0b', '\x0c']);
    let t = t.strip_prefix(['+', '-']).unwrap_or(t);
    let (mantissa, exponent) = match t.find(['e', 'E']) {
        Some(i) => (&t[..i], Some(&t[i + 1..])),
        None => (t, None),
    };
    let digits = mantissa.chars().filter(char::is_ascii_digit).count();
    let points = mantissa.chars().filter(|c| *c == '.').count();
    let mantissa_ok = digits > 0 && points <= 1 && digits + points == mantissa.len();
    let exponent_ok = exponent.is_none_or(|e| {
        let e = e.strip_prefix(['+', '-']).unwrap_or(e);
        !e.is_empty() && e.chars().all(|c| c.is_ascii_digit())
    });
    mantissa_ok && exponent_ok
}

/// PHP 8 arithmetic on `v` dies (a `TypeError`): a string that does not begin with a number.
/// A missing value is `null`, which counts as 0.
fn arithmetic_dies(v: Option<&str>) -> bool {
    let Some(v) = v else { return false };
    let t = v.trim_start();
    let t = t.strip_prefix(['+', '-']).unwrap_or(t);
    !(t.starts_with(|c: char| c.is_ascii_digit())
        || (t.starts_with('.') && t[1..].starts_with(|c: char| c.is_ascii_digit())))
}

/// `v` written into an `int` column in strict mode dies: empty, not an integer, or out of range.
fn int_column_dies(v: Option<&str>) -> bool {
    match v {
        None => true,
        Some(v) => v.trim().parse::<i32>().is_err(),
    }
}

/// The first column of `sql`'s first row, `value` bound to `?1` (`None`: no row).
fn cell<T: rusqlite::types::FromSql>(
    cx: &Ctx,
    sql: &str,
    value: &str,
) -> rusqlite::Result<Option<T>> {
    cx.db.query_row(sql, [value], |r| r.get(0)).optional()
}

fn exists(cx: &Ctx, sql: &str, value: &str) -> rusqlite::Result<bool> {
    Ok(cx
        .db
        .query_row(sql, [value], |_| Ok(()))
        .optional()?
        .is_some())
}

fn user_exists(cx: &Ctx, name: Option<&str>) -> rusqlite::Result<bool> {
    exists(
        cx,
        "SELECT 1 FROM users WHERE username = ?1 LIMIT 1",
        name.unwrap_or(""),
    )
}

/// The parameters PHP's `sanitize()` reads for every request (`key`, `user`, `format`, before the
/// seller key is looked up): sent as arrays, PHP dies.
pub fn dies_first(q: &Query) -> bool {
    ["key", "user", "format"]
        .iter()
        .any(|p| q.arrays.iter().any(|a| a == p))
}

/// PHP's `sanitize()` of what the handlers then read: HTML tags stripped, parameters its helpers
/// `sanitize()` again (`Differences::twice`), and numbers that are none made 1
/// (`Differences::ones`). Called as the query is parsed; `differences` says how the operation a
/// type names there differs (`None`: no operation).
pub fn rewrite(q: &mut Query, differences: impl Fn(&str) -> Option<Differences>) {
    q.strip_tags();
    let Some(then) = differences(q.get("type").unwrap_or("")) else {
        return;
    };
    // Helpers that `sanitize()` the user name (or the mask) `index.php` already sanitised: the
    // name they store and look up keeps one level of its escapes (`o'brien` is `o\'brien`).
    for name in then.twice {
        if let Some(escaped) = q
            .get(name)
            .map(php_escape)
            .filter(|e| Some(e.as_str()) != q.get(name))
        {
            q.set(name, &escaped);
        }
    }
    for name in then.ones {
        if q.get(name).is_some_and(|v| !is_numeric(v)) {
            q.set(name, "1");
        }
    }
}

/// The escapes of `sanitize()` (a backslash before `\\`, `'` and `"`; `\\n`, `\\r`, `\\0`, `\\Z`).
fn php_escape(v: &str) -> String {
    let mut out = String::with_capacity(v.len());
    for c in v.chars() {
        match c {
            '\\' | '\'' | '"' => {
                out.push('\\');
                out.push(c);
            }
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\0' => out.push_str("\\0"),
            '\x1a' => out.push_str("\\Z"),
            c => out.push(c),
        }
    }
    out
}

/// What PHP does with a request before (or instead of) the sandbox's handler: `Some` to answer
/// (an empty 500 where PHP died), `None` to run the handler.
type Php = rusqlite::Result<Option<Reply>>;

/// PHP died: an answer with no body (status 500 unless the handler had set another).
fn died() -> Php {
    Ok(Some(Reply::text(500, "")))
}

/// PHP died where `dead`; else the sandbox's handler answers.
fn died_if(dead: bool) -> Php {
    if dead {
        died()
    } else {
        Ok(None)
    }
}

/// PHP answered `reply`.
fn says(reply: Reply) -> Php {
    Ok(Some(reply))
}

/// The PHP's `$success ? success(…) : error(…)` after a query: MySQL counts changed rows, so an
/// update that changes nothing fails.
fn changed(rows: bool, success: &str, failure: &str) -> Php {
    says(if rows { ok(success) } else { fail(failure) })
}

/// What the 2022 server answers a request where it is not the sandbox's handler, from how the
/// operation differs there (`then`): the checks made before any handler reads a parameter, then
/// the operation's PHP.
pub fn answer(cx: &Ctx, then: &Differences) -> Php {
    let q = cx.q;
    // Checks that answer before any parameter is read.
    if then
        .number_first
        .is_some_and(|n| !q.get(n).is_some_and(is_numeric))
    {
        return Ok(None);
    }
    // Every parameter a handler reads goes through `trim()` (`sanitize`) or arithmetic.
    if q.arrays.iter().any(|a| reads(then, a)) {
        return died();
    }
    then.behaviour.map_or(Ok(None), |b| php(b)(cx))
}

/// Whether the PHP reads `param` through `trim()` or arithmetic (its `$_GET`s): an array dies.
fn reads(then: &Differences, param: &str) -> bool {
    then.reads.contains(&param)
        || (then.behaviour == Some(Behaviour::UpdateSettings)
            && SETTINGS.iter().any(|(name, _)| *name == param))
}

/// The PHP of each behaviour the catalogue declares (a third generation's new behaviours are
/// new arms here).
fn php(behaviour: Behaviour) -> fn(&Ctx) -> Php {
    match behaviour {
        Behaviour::AddLicenses => add_licenses,
        Behaviour::AddTime => add_time,
        Behaviour::EditLicense => edit_license,
        Behaviour::SetNote => set_note,
        Behaviour::Activate => activate,
        Behaviour::UserLookedUp => user_looked_up,
        Behaviour::DeleteUserSubscription => delete_user_subscription,
        Behaviour::AddUser => add_user,
        Behaviour::ExtendUser => extend_user,
        Behaviour::ResetPassword => reset_password,
        Behaviour::AddHwid => add_hwid,
        Behaviour::SetCooldown => set_cooldown,
        Behaviour::ResetUser => reset_user,
        Behaviour::ResetAllUsers => reset_all_users,
        Behaviour::DeleteExpiredUsers => delete_expired_users,
        Behaviour::BanUser => ban_user,
        Behaviour::UnbanUser => unban_user,
        Behaviour::SetUserVar => set_user_var,
        Behaviour::UserVarLookedUp => user_var_looked_up,
        Behaviour::AddSubscription => add_subscription,
        Behaviour::DeleteSubscription => delete_subscription,
        Behaviour::EditSubscription => edit_subscription,
        Behaviour::CountSubscription => count_subscription,
        Behaviour::FetchAllSubscriptions => fetch_all_subscriptions,
        Behaviour::AddVar => add_var,
        Behaviour::EditVar => edit_var,
        Behaviour::VarLookedUp => var_looked_up,
        Behaviour::AddChannel => add_channel,
        Behaviour::ChannelLookedUp => channel_looked_up,
        Behaviour::EditChannel => edit_channel,
        Behaviour::MuteUser => mute_user,
        Behaviour::UnmuteUser => unmute_user,
        Behaviour::AddWebhook => webhooks,
        Behaviour::AddBlacklist => add_blacklist,
        Behaviour::DeleteBlacklist => delete_blacklist,
        Behaviour::KillSession => kill_session,
        Behaviour::UpdateSettings => update_settings,
        Behaviour::AddHash => add_hash,
        Behaviour::SetBalance => accounts,
    }
}

/// `add`: its checks in the PHP's order, the amount's before the expiry is computed with and the
/// mask's before the level's length is.
fn add_licenses(cx: &Ctx) -> Php {
    let v = |name: &str| cx.q.get(name);
    if v("expiry").is_none() {
        // `error()` called without its `$format`, after the 406.
        return says(Reply::text(406, ""));
    }
    let amount: f64 = v("amount").and_then(|a| a.parse().ok()).unwrap_or(1.0);
    // Before the expiry is computed with.
    if amount > 100.0 {
        return says(fail("You can only generate 100 licenses at a time"));
    }
    if arithmetic_dies(v("expiry")) {
        return died();
    }
    let mask = v("mask").unwrap_or("XXXXXX-XXXXXX-XXXXXX-XXXXXX-XXXXXX-XXXXXX");
    // Before the level's length is.
    if amount > 1.0 && !mask.contains(['X', 'x']) {
        return says(fail("Can't do custom key with amount greater than one"));
    }
    if amount < 1.0 {
        // No key made: `array_values($key)[0]` of an empty list is `null`.
        return says(if v("format") == Some("text") {
            Reply::text(200, "")
        } else {
            Reply::json(
                200,
                json!({"success": true, "message": "License Successfully Generated", "key": null}),
            )
        });
    }
    died_if(write_dies(Cs::Utf8, 49, Some(mask)) || write_dies(Cs::Utf8, 12, v("level")))
}

/// `addtime`: time added to every unused key.
fn add_time(cx: &Ctx) -> Php {
    let time = cx.q.get("time");
    if arithmetic_dies(time) {
        return died();
    }
    let time: f64 = time.and_then(|t| t.parse().ok()).unwrap_or(0.0);
    let unused = exists(
        cx,
        "SELECT 1 FROM keys WHERE status = ?1 LIMIT 1",
        "Not Used",
    )?;
    // `expires + 0` changes no row, and MySQL counts changed rows.
    if time == 0.0 || !unused {
        return says(fail_status(500, "Failed to add time!"));
    }
    Ok(None)
}

/// `edit`: a key's duration.
fn edit_license(cx: &Ctx) -> Php {
    let v = |name: &str| cx.q.get(name);
    let key = v("key").unwrap_or("");
    let found = exists(cx, "SELECT 1 FROM keys WHERE key = ?1", key)?;
    if found && write_dies(Cs::Utf8, 49, v("expiry")) {
        return died();
    }
    // Any text as the duration (the sandbox stores only a number), answered as done.
    if let Some(secs) = v("expiry").and_then(|e| e.trim().parse::<i64>().ok()) {
        cx.db.execute(
            "UPDATE keys SET expires = ?1 WHERE key = ?2",
            params![secs, key],
        )?;
    }
    says(ok("License Edit Successful"))
}

/// `setnote`: the same note again changes no row, so fails.
fn set_note(cx: &Ctx) -> Php {
    let key = cx.q.get("key").unwrap_or("");
    let note: Option<Option<String>> =
        cell(cx, "SELECT note FROM keys WHERE key = ?1 LIMIT 1", key)?;
    let new = cx.q.get("note").unwrap_or("");
    match note {
        Some(_) if write_dies(Cs::Utf8, 69, Some(new)) => died(),
        Some(old) if old.as_deref() != Some(new) => {
            cx.db.execute(
                "UPDATE keys SET note = ?1 WHERE key = ?2",
                params![new, key],
            )?;
            says(ok("Successfully set note"))
        }
        _ => says(fail("Failed to set note")),
    }
}

/// `activate`: past the name and key checks, the user's subscriptions and row are written: a name
/// longer than `subs.user` (49) or a HWID beyond `users.hwid` dies there.
fn activate(cx: &Ctx) -> Php {
    let v = |name: &str| cx.q.get(name);
    if where_dies(Cs::Latin1, v("user")) {
        return died();
    }
    let usable = exists(
        cx,
        "SELECT 1 FROM keys k WHERE key = ?1 AND status = 'Not Used'
         AND EXISTS (SELECT 1 FROM subscriptions s WHERE s.level = k.level)",
        v("key").unwrap_or(""),
    )?;
    let taken = user_exists(cx, v("user"))?;
    died_if(
        usable
            && !taken
            && (write_dies(Cs::Latin1, 49, v("user")) || write_dies(Cs::Latin1, 2000, v("hwid"))),
    )
}

/// A user PHP only looks up (`users`, latin1).
fn user_looked_up(cx: &Ctx) -> Php {
    died_if(where_dies(Cs::Latin1, cx.q.get("user")))
}

/// `delsub`: the user and the subscription looked up.
fn delete_user_subscription(cx: &Ctx) -> Php {
    died_if(where_dies(Cs::Latin1, cx.q.get("user")) || where_dies(Cs::Latin1, cx.q.get("sub")))
}

/// `resetuser`: only a user with a HWID changes: resetting none fails.
fn reset_user(cx: &Ctx) -> Php {
    let user = cx.q.get("user");
    if where_dies(Cs::Latin1, user) {
        return died();
    }
    let n = cx.db.execute(
        "UPDATE users SET hwid = NULL WHERE username = ?1 AND hwid <> ''",
        [user.unwrap_or("")],
    )?;
    changed(n > 0, "Successfully reset user!", "Failed to reset user!")
}

/// `resetalluser`: fails when no user had a HWID.
fn reset_all_users(cx: &Ctx) -> Php {
    let n = cx
        .db
        .execute("UPDATE users SET hwid = NULL WHERE hwid <> ''", [])?;
    changed(
        n > 0,
        "Successfully reset all users!",
        "Failed to reset all users!",
    )
}

fn add_user(cx: &Ctx) -> Php {
    add_or_extend_user(cx, false)
}

fn extend_user(cx: &Ctx) -> Php {
    add_or_extend_user(cx, true)
}

/// `adduser` and `extend`: the subscription is looked up before the name is.
fn add_or_extend_user(cx: &Ctx, extend: bool) -> Php {
    let v = |name: &str| cx.q.get(name);
    if !v("expiry").is_some_and(is_numeric) {
        return Ok(None);
    }
    if where_dies(Cs::Latin1, v("sub")) {
        return died();
    }
    let sub = exists(
        cx,
        "SELECT 1 FROM subscriptions WHERE name = ?1",
        v("sub").unwrap_or(""),
    )?;
    let days: f64 = v("expiry")
        .and_then(|e| e.trim().parse().ok())
        .unwrap_or(0.0);
    if !sub {
        return says(fail("Subscription not found!"));
    }
    if days < 0.0 {
        return says(fail("Subscription expiry must be set in the future!"));
    }
    if extend {
        if v("user") == Some("all") {
            return Ok(None);
        }
        return died_if(where_dies(Cs::Latin1, v("user")));
    }
    died_if(write_dies(Cs::Latin1, 49, v("user")))
}

/// `resetpw`: fails where no row changes.
fn reset_password(cx: &Ctx) -> Php {
    let user = cx.q.get("user");
    if where_dies(Cs::Latin1, user) {
        return died();
    }
    let password: Option<Option<String>> = cell(
        cx,
        "SELECT password FROM users WHERE username = ?1 LIMIT 1",
        user.unwrap_or(""),
    )?;
    // No such user, or no password set to none: no row changes.
    let unchanged = match password {
        None => true,
        Some(old) => old.is_none() && cx.q.get("passwd").is_none(),
    };
    Ok(unchanged.then(|| fail_status(500, "Failed To reset password")))
}

/// `addhwiduser`: the HWID appended to the user's.
fn add_hwid(cx: &Ctx) -> Php {
    let user = cx.q.get("user");
    if where_dies(Cs::Latin1, user) {
        return died();
    }
    let hwid: Option<Option<String>> = cell(
        cx,
        "SELECT hwid FROM users WHERE username = ?1 LIMIT 1",
        user.unwrap_or(""),
    )?;
    if let Some(old) = hwid {
        let new = format!(
            "{}{}",
            old.unwrap_or_default(),
            cx.q.get("hwid").unwrap_or("")
        );
        if write_dies(Cs::Latin1, 2000, Some(&new)) {
            return died();
        }
        cx.db.execute(
            "UPDATE users SET hwid = ?1 WHERE username = ?2",
            params![new, user.unwrap_or("")],
        )?;
    }
    // Answered whether or not the user exists.
    says(ok("Added HWID"))
}

/// `setcooldown`: the same cooldown again changes no row, so fails.
fn set_cooldown(cx: &Ctx) -> Php {
    let v = |name: &str| cx.q.get(name);
    if where_dies(Cs::Latin1, v("user")) {
        return died();
    }
    let name = v("user").unwrap_or("");
    let row: Option<Option<i64>> = cell(
        cx,
        "SELECT cooldown FROM users WHERE username = ?1 LIMIT 1",
        name,
    )?;
    let Some(old) = row else {
        return says(fail("Failed to set cooldown!"));
    };
    if int_column_dies(v("cooldown")) {
        return died();
    }
    let new: i64 = v("cooldown").unwrap_or("0").trim().parse().unwrap_or(0);
    if old == Some(new) {
        return says(fail("Failed to set cooldown!"));
    }
    cx.db.execute(
        "UPDATE users SET cooldown = ?1 WHERE username = ?2",
        params![new, name],
    )?;
    says(ok("Cooldown set successfully!"))
}

/// `delexpusers`: the users without a subscription that has time left.
fn delete_expired_users(cx: &Ctx) -> Php {
    if !exists(cx, "SELECT 1 FROM users WHERE ?1 = ?1 LIMIT 1", "")? {
        return says(fail("You have no users!"));
    }
    // A paused subscription's expiry is the seconds it had left: expired here too.
    let n = cx.db.execute(
        "DELETE FROM users WHERE username NOT IN (SELECT user FROM subs WHERE expiry > ?1)",
        [cx.now],
    )?;
    changed(
        n > 0,
        "Successfully deleted expired users!",
        "No users are expired!",
    )
}

/// `banuser`: the user's reason, HWID and IP, judged by the last query's changed rows.
fn ban_user(cx: &Ctx) -> Php {
    let v = |name: &str| cx.q.get(name);
    if where_dies(Cs::Latin1, v("user")) {
        return died();
    }
    let name = v("user").unwrap_or("");
    let Some((hwid, ip, banned)) = ban_facts(cx, name)? else {
        return says(fail("User not found!"));
    };
    let reason = v("reason").unwrap_or("");
    if write_dies(Cs::Latin1, 99, Some(reason)) {
        return died();
    }
    cx.db.execute(
        "UPDATE users SET banned = ?1 WHERE username = ?2",
        params![reason, name],
    )?;
    if let Some(h) = &hwid {
        cx.db
            .execute("INSERT INTO bans (hwid, type) VALUES (?1, 'hwid')", [h])?;
    }
    if let Some(i) = &ip {
        cx.db
            .execute("INSERT INTO bans (ip, type) VALUES (?1, 'ip')", [i])?;
    }
    // The last query's changed rows: a ban added, or the reason changed.
    changed(
        hwid.is_some() || ip.is_some() || banned.as_deref() != Some(reason),
        "Successfully banned user!",
        "Failed to ban user!",
    )
}

/// `unbanuser`: fails for a user who was not banned.
fn unban_user(cx: &Ctx) -> Php {
    let user = cx.q.get("user");
    if where_dies(Cs::Latin1, user) {
        return died();
    }
    let name = user.unwrap_or("");
    let Some((hwid, ip, banned)) = ban_facts(cx, name)? else {
        return says(fail("User not found!"));
    };
    cx.db.execute(
        "DELETE FROM bans WHERE hwid = ?1 OR ip = ?2",
        params![hwid.unwrap_or_default(), ip.unwrap_or_default()],
    )?;
    cx.db
        .execute("UPDATE users SET banned = NULL WHERE username = ?1", [name])?;
    changed(
        banned.is_some(),
        "Successfully unbanned user!",
        "Failed to unban user!",
    )
}

/// A user's variable PHP only looks up (`uservars`, utf8mb4).
fn user_var_looked_up(cx: &Ctx) -> Php {
    let v = |name: &str| cx.q.get(name);
    died_if(where_dies(Cs::Utf8mb4, v("user")) || where_dies(Cs::Utf8mb4, v("var")))
}

/// `setvar`: a user's variable, for any name (`uservars`, utf8mb4).
fn set_user_var(cx: &Ctx) -> Php {
    let v = |name: &str| cx.q.get(name);
    let (user, var, data) = (v("user"), v("var"), v("data"));
    let dead = write_dies(Cs::Utf8mb4, 99, var) || write_dies(Cs::Utf8mb4, 500, data);
    if user == Some("all") {
        let names: Vec<String> = cx
            .db
            .prepare("SELECT DISTINCT username FROM users ORDER BY id")?
            .query_map([], |r| r.get(0))?
            .collect::<rusqlite::Result<_>>()?;
        if names.is_empty() {
            return says(fail("No users found!"));
        }
        if dead {
            return died();
        }
        for name in &names {
            set_uservar(cx, name, var, data)?;
        }
    } else {
        if dead || write_dies(Cs::Utf8mb4, 70, user) {
            return died();
        }
        // No check that the user exists: the variable is stored for any name.
        set_uservar(cx, user.unwrap_or(""), var, data)?;
    }
    says(ok("Successfully set variable!"))
}

/// `delappsub`: every subscription of the name, twins too.
fn delete_subscription(cx: &Ctx) -> Php {
    let name = cx.q.get("name");
    if where_dies(Cs::Latin1, name) {
        return died();
    }
    twins_table(cx)?;
    let twins = cx.db.execute(
        "DELETE FROM older_subscription_twins WHERE name = ?1",
        [name.unwrap_or("")],
    )?;
    let n = cx.db.execute(
        "DELETE FROM subscriptions WHERE name = ?1",
        [name.unwrap_or("")],
    )?;
    changed(
        n + twins > 0,
        "Successfully deleted subscription!",
        "Failed to delete subscription!",
    )
}

/// `countsubs`: without a name, the subscription named "" (if there is one).
fn count_subscription(cx: &Ctx) -> Php {
    let name = cx.q.get("name");
    if name.is_some() {
        return died_if(where_dies(Cs::Latin1, name));
    }
    says(
        if exists(cx, "SELECT 1 FROM subscriptions WHERE name = ?1", "")? {
            json_count(cx)?
        } else {
            fail("You haven't created a subscription with that name")
        },
    )
}

/// `addsub`: any level, and a second subscription of a name (kept beside the sandbox's own
/// table, whose names are unique).
fn add_subscription(cx: &Ctx) -> Php {
    let (name, level) = (
        cx.q.get("name").unwrap_or(""),
        cx.q.get("level").unwrap_or(""),
    );
    if write_dies(Cs::Latin1, 49, Some(name)) || write_dies(Cs::Latin1, 49, Some(level)) {
        return died();
    }
    let n = cx.db.execute(
        "INSERT OR IGNORE INTO subscriptions (name, level) VALUES (?1, ?2)",
        params![name, level],
    )?;
    if n == 0 {
        twins_table(cx)?;
        cx.db.execute(
            "INSERT INTO older_subscription_twins (name, level, after)
             VALUES (?1, ?2, (SELECT COALESCE(MAX(id), 0) FROM subscriptions))",
            params![name, level],
        )?;
    }
    says(ok("Successfully created subscription!"))
}

/// `editsub`: every subscription of the name, twins too; the same level again fails.
fn edit_subscription(cx: &Ctx) -> Php {
    let sub = cx.q.get("sub");
    if where_dies(Cs::Latin1, sub) {
        return died();
    }
    let level: Option<String> = cell(
        cx,
        "SELECT level FROM subscriptions WHERE name = ?1",
        sub.unwrap_or(""),
    )?;
    let new = cx.q.get("level").unwrap_or("");
    if level.is_some() && write_dies(Cs::Latin1, 49, Some(new)) {
        return died();
    }
    twins_table(cx)?;
    let mut rows = 0;
    for table in ["subscriptions", "older_subscription_twins"] {
        rows += cx.db.execute(
            &format!("UPDATE {table} SET level = ?1 WHERE name = ?2 AND level <> ?1"),
            params![new, sub.unwrap_or("")],
        )?;
    }
    // Changed rows, as MySQL counts them: the same level again fails.
    changed(
        rows > 0,
        "Subscription successfully edited",
        "Failed to edit subscription",
    )
}

/// `fetchallsubs`: every row, twins too.
fn fetch_all_subscriptions(cx: &Ctx) -> Php {
    let rows = subscription_rows(cx)?;
    says(if rows.is_empty() {
        fail_status(406, "No subscriptions found")
    } else {
        let subs: Vec<_> = rows
            .into_iter()
            .map(|(name, level)| json!({"name": name, "level": level}))
            .collect();
        Reply::json(
            200,
            json!({"success": true, "message": "Successfully retrieved subscriptions", "subs": subs}),
        )
    })
}

/// An app variable PHP only looks up (`vars`, latin1).
fn var_looked_up(cx: &Ctx) -> Php {
    died_if(where_dies(Cs::Latin1, cx.q.get("name")))
}

/// `addvar`: a name taken is checked before the values are written.
fn add_var(cx: &Ctx) -> Php {
    let v = |name: &str| cx.q.get(name);
    if !v("authed").is_some_and(is_numeric) {
        // `error()` called without its `$format`: an `ArgumentCountError`.
        return died();
    }
    if where_dies(Cs::Latin1, v("name")) {
        return died();
    }
    let name = v("name").unwrap_or("");
    if exists(cx, "SELECT 1 FROM vars WHERE varid = ?1", name)? {
        return says(fail("Variable name already exists!"));
    }
    if write_dies(Cs::Latin1, 49, Some(name))
        || write_dies(Cs::Latin1, 20000, v("data"))
        || int_column_dies(v("authed"))
    {
        return died();
    }
    cx.db.execute(
        "INSERT INTO vars (varid, msg, authed) VALUES (?1, ?2, ?3)",
        params![name, v("data").unwrap_or(""), v("authed").unwrap_or("1")],
    )?;
    says(ok("Successfully created variable!"))
}

/// `editvar`: a variable's value.
fn edit_var(cx: &Ctx) -> Php {
    let varid = cx.q.get("varid").unwrap_or("");
    if where_dies(Cs::Latin1, Some(varid)) {
        return died();
    }
    let data = cx.q.get("data").unwrap_or("");
    if exists(cx, "SELECT 1 FROM vars WHERE varid = ?1", varid)? {
        if write_dies(Cs::Latin1, 20000, Some(data)) {
            return died();
        }
        cx.db.execute(
            "UPDATE vars SET msg = ?1 WHERE varid = ?2",
            params![data, varid],
        )?;
    }
    // Answered whatever the update did.
    says(ok("Variable Edit Successful"))
}

/// A channel PHP only looks up (`chats`, utf8mb4).
fn channel_looked_up(cx: &Ctx) -> Php {
    died_if(where_dies(Cs::Utf8mb4, cx.q.get("name")))
}

/// `editchan`: its delay computed with, its name looked up.
fn edit_channel(cx: &Ctx) -> Php {
    died_if(arithmetic_dies(cx.q.get("delay")) || where_dies(Cs::Utf8mb4, cx.q.get("name")))
}

/// `unmuteuser` (`chatmutes`, utf8mb4).
fn unmute_user(cx: &Ctx) -> Php {
    died_if(where_dies(Cs::Utf8mb4, cx.q.get("user")))
}

/// `muteuser`: the user is looked up in `users` (latin1), the mute written in `chatmutes`
/// (utf8mb4) until a time that must fit its `int` column.
fn mute_user(cx: &Ctx) -> Php {
    let v = |name: &str| cx.q.get(name);
    if where_dies(Cs::Latin1, v("user")) {
        return died();
    }
    if !user_exists(cx, v("user"))? {
        return says(fail("User doesn't exist!"));
    }
    let until = v("time")
        .and_then(|t| t.trim().parse::<f64>().ok())
        .unwrap_or(0.0)
        + cx.now as f64;
    died_if(write_dies(Cs::Utf8mb4, 70, v("user")) || until > f64::from(i32::MAX))
}

/// `kill` (`sessions`, latin1).
fn kill_session(cx: &Ctx) -> Php {
    died_if(where_dies(Cs::Latin1, cx.q.get("sessid")))
}

/// `addchannel`: a second channel of one name breaks the table's unique key.
fn add_channel(cx: &Ctx) -> Php {
    let name = cx.q.get("name").unwrap_or("");
    let delay = cx.q.get("delay");
    if write_dies(Cs::Utf8mb4, 50, Some(name))
        || int_column_dies(delay)
        || exists(cx, "SELECT 1 FROM chats WHERE name = ?1", name)?
    {
        return died();
    }
    cx.db.execute(
        "INSERT INTO chats (name, delay) VALUES (?1, ?2)",
        params![
            name,
            delay.unwrap_or("0").trim().parse::<i64>().unwrap_or(0)
        ],
    )?;
    says(ok("Successfully created channel!"))
}

/// `addwebhook`: a webhook's address, agent and `authed`.
fn webhooks(cx: &Ctx) -> Php {
    let v = |name: &str| cx.q.get(name);
    if !v("authed").is_some_and(is_numeric) {
        return Ok(None);
    }
    let (base, ua) = (v("baseurl").unwrap_or(""), v("ua").unwrap_or("KeyAuth"));
    if write_dies(Cs::Latin1, 200, Some(base))
        || write_dies(Cs::Latin1, 49, Some(ua))
        || int_column_dies(v("authed"))
    {
        return died();
    }
    // Any address: the 2022 server checks none.
    cx.db.execute(
        "INSERT INTO webhooks (webid, baselink, useragent, authed) VALUES (?1, ?2, ?3, ?4)",
        params![
            crate::store::random_string(10),
            base,
            ua,
            v("authed")
                .unwrap_or("1")
                .trim()
                .parse::<i64>()
                .unwrap_or(1)
        ],
    )?;
    says(ok("Successfully added webhook!"))
}

/// `delblack`: an IP or HWID entry looked up (`bans`, latin1).
fn delete_blacklist(cx: &Ctx) -> Php {
    let v = |name: &str| cx.q.get(name);
    died_if(matches!(v("blacktype"), Some("ip" | "hwid")) && where_dies(Cs::Latin1, v("data")))
}

/// `black` (`bans`, latin1): any text as an address.
fn add_blacklist(cx: &Ctx) -> Php {
    let v = |name: &str| cx.q.get(name);
    let (hwid, ip) = (v("hwid"), v("ip"));
    if write_dies(Cs::Latin1, 100, hwid) {
        return died();
    }
    if let Some(h) = hwid {
        cx.db
            .execute("INSERT INTO bans (hwid, type) VALUES (?1, 'hwid')", [h])?;
    }
    if write_dies(Cs::Latin1, 49, ip) {
        return died();
    }
    // Any text as an address: the 2022 server checks none.
    if let Some(i) = ip {
        cx.db
            .execute("INSERT INTO bans (ip, type) VALUES (?1, 'ip')", [i])?;
    }
    says(ok("Blacklist Addition Successful"))
}

/// `addhash`: appends to the app's hashes (`apps`, utf8mb3).
fn add_hash(cx: &Ctx) -> Php {
    // The hashes so far and this one (none: nothing), answered as added either way.
    let all =
        crate::store::get(cx.db, "hash")?.unwrap_or_default() + cx.q.get("hash").unwrap_or("");
    if write_dies(Cs::Utf8, 2000, Some(&all)) {
        return died();
    }
    crate::store::set(cx.db, "hash", &all)?;
    says(ok("Added hash successfully"))
}

/// `updatesettings`: one `UPDATE` per setting given, in this order: those before a death stay
/// written.
fn update_settings(cx: &Ctx) -> Php {
    let v = |name: &str| cx.q.get(name);
    for (name, max) in SETTINGS {
        // `empty()`: absent, and "0", leave a setting alone.
        let Some(value) = v(name).filter(|x| *x != "0") else {
            continue;
        };
        match (*name, max) {
            ("enabled" | "hwidcheck", _) => {
                let value = match value {
                    "true" => "1",
                    "false" => "0",
                    other => other,
                };
                if int_column_dies(Some(value)) {
                    return died();
                }
                crate::store::set(cx.db, name, value)?;
            }
            // `download` writes `ver` (blank when not given); the link is never stored.
            ("download", _) => crate::store::set(cx.db, "ver", v("ver").unwrap_or(""))?,
            // Columns its `apps` table does not have: "Unknown column".
            (_, None) => return died(),
            (_, Some(max)) => {
                if write_dies(Cs::Utf8, *max, Some(value)) {
                    return died();
                }
                // `keyexpired` has no setting in the sandbox (the 2022 message is fixed).
                if *name != "keyexpired" {
                    crate::store::set(cx.db, name, value)?;
                }
            }
        }
    }
    says(ok("Settings Update Successful"))
}

/// `balance` (reseller accounts).
fn accounts(cx: &Ctx) -> Php {
    says(if cx.q.get("username").is_none() {
        fail("Username Not Set")
    } else {
        // `WHERE app = '$name'`: `$name` is never set, so no account is ever found.
        fail("You don't own account you were attemping to modify balance for")
    })
}

/// The settings `updatesettings` writes, in the PHP's order, with their column's length (`None`:
/// a column the 2022 `apps` table lacks; `enabled`, `hwidcheck` and `download` are special).
const SETTINGS: &[(&str, Option<usize>)] = &[
    ("enabled", Some(0)),
    ("hwidcheck", Some(0)),
    ("ver", Some(5)),
    ("download", Some(0)),
    ("webhook", Some(130)),
    ("resellerstore", Some(69)),
    ("appdisabled", Some(100)),
    ("usernametaken", Some(100)),
    ("keynotfound", Some(100)),
    ("keyused", Some(100)),
    ("nosublevel", Some(100)),
    ("usernamenotfound", Some(100)),
    ("passmismatch", Some(100)),
    ("hwidmismatch", Some(100)),
    ("noactivesubs", Some(100)),
    ("hwidblacked", Some(100)),
    ("keypaused", None),
    ("keyexpired", Some(100)),
    ("sellixsecret", Some(32)),
    ("dayproduct", None),
    ("weekproduct", None),
    ("monthproduct", None),
    ("lifetimeproduct", None),
];

/// The second (and later) subscriptions of a name the 2022 server stored, beside the sandbox's
/// `subscriptions` whose names are unique; `after`: the `subscriptions` row they followed.
fn twins_table(cx: &Ctx) -> rusqlite::Result<()> {
    cx.db.execute_batch(
        "CREATE TABLE IF NOT EXISTS older_subscription_twins (
            id INTEGER PRIMARY KEY, name TEXT NOT NULL, level TEXT NOT NULL, after INTEGER NOT NULL)",
    )
}

/// Every subscription row in the order the 2022 server listed them (by creation).
fn subscription_rows(cx: &Ctx) -> rusqlite::Result<Vec<(String, String)>> {
    twins_table(cx)?;
    let mut stmt = cx.db.prepare(
        "SELECT name, level FROM (
            SELECT name, level, id AS pos, 0 AS twin, 0 AS seq FROM subscriptions
            UNION ALL
            SELECT name, level, after AS pos, 1 AS twin, id AS seq FROM older_subscription_twins)
         ORDER BY pos, twin, seq",
    )?;
    let rows = stmt
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect();
    rows
}

/// `countsubs` of the subscription named "": its users with time left.
fn json_count(cx: &Ctx) -> rusqlite::Result<Reply> {
    let n: i64 = cx.db.query_row(
        "SELECT COUNT(*) FROM subs WHERE subscription = '' AND expiry > ?1",
        [cx.now],
        |r| r.get(0),
    )?;
    Ok(Reply::json(
        200,
        json!({"success": true, "message": "Subscription count found successfully", "count": n}),
    ))
}

/// `REPLACE INTO uservars`: the variable of `user`, new or replaced.
fn set_uservar(
    cx: &Ctx,
    user: &str,
    var: Option<&str>,
    data: Option<&str>,
) -> rusqlite::Result<()> {
    cx.db.execute(
        "INSERT INTO uservars (name, data, user) VALUES (?1, ?2, ?3)
         ON CONFLICT(name, user) DO UPDATE SET data = excluded.data",
        params![var.unwrap_or(""), data.unwrap_or(""), user],
    )?;
    Ok(())
}

/// A user's HWID, IP and ban reason, as `banuser` and `unbanuser` read them first (`None`: no
/// such user).
type BanFacts = (Option<String>, Option<String>, Option<String>);
fn ban_facts(cx: &Ctx, name: &str) -> rusqlite::Result<Option<BanFacts>> {
    cx.db
        .query_row(
            "SELECT hwid, ip, banned FROM users WHERE username = ?1 LIMIT 1",
            [name],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .optional()
}

#[cfg(test)]
mod tests {
    use crate::handler::{Body, Query, Reply};
    use crate::mode::Mode;
    use crate::testkit::Kit;

    /// A seller request to the 2022 generation, parsed and sanitised as the server does.
    fn send(kit: &Kit, bugs: bool, query: &str) -> (u16, String) {
        let raw = format!("sellerkey={}&{query}", kit.app.seller_key);
        let mut q = Query::parse(&raw);
        if bugs {
            crate::seller::php_sanitize(&mut q, crate::mode::Generation::Open2022);
        }
        let mut cx = kit.ctx(&q);
        cx.mode = Mode::of("2022", bugs).unwrap();
        let r: Reply = crate::seller::dispatch(&mut cx, false).unwrap();
        match r.body {
            Body::Text(t) => (r.status, t),
            other => panic!("a 2022 answer is text: {other:?}"),
        }
    }

    fn died(r: (u16, String)) -> bool {
        r == (500, String::new())
    }

    #[test]
    fn php_dies_on_text_outside_latin1_oversize_values_arrays_and_non_numbers() {
        let kit = Kit::new();
        let a3000 = "A".repeat(3000);
        for q in [
            // Latin-1 tables: anything beyond Latin-1, in a WHERE or an INSERT.
            "type=verifyuser&user=%CE%A9mega",
            "type=countsubs&name=%E2%9C%93",
            "type=addsub&name=%E6%97%A5%E6%9C%AC&level=1",
            // utf8mb4 tables over a utf8mb3 connection: beyond the BMP.
            "type=getvar&user=%F0%9F%98%80x&var=v",
            "type=setvar&user=bob&var=v&data=%F0%9F%98%80",
            // Longer than the column.
            &format!("type=addsub&name={a3000}&level=1"),
            &format!("type=black&ip={a3000}"),
            // An array where `trim()` reads it, `key`/`user` for every type.
            "type=addsub&name[]=1&name[]=2&level=1",
            "type=fetchallkeys&user[]=1&user[]=2",
            // Not a number where PHP computes or MySQL wants an integer.
            "type=add&expiry=abc",
            "type=addtime&time=abc",
            "type=addchannel&name=lobby&delay=abc",
            "type=editchan&name=lobby&delay=abc",
            "type=updatesettings&enabled=maybe",
            "type=addvar&name=v&data=d&authed=abc",
            // Columns the 2022 `apps` table lacks.
            "type=updatesettings&keypaused=x",
        ] {
            assert!(died(send(&kit, true, q)), "{q}: {:?}", send(&kit, true, q));
        }
        // Latin-1 text, and BMP text on a utf8 table, are stored.
        assert!(send(&kit, true, "type=addsub&name=%C3%BCn%C3%AF&level=1")
            .1
            .contains("true"));
        assert!(send(&kit, true, "type=verify&key=%CE%A9mega")
            .1
            .contains("Key Not Found"));
        // A second channel of one name breaks its unique key.
        assert!(!died(send(&kit, true, "type=addchannel&name=c1&delay=1")));
        assert!(died(send(&kit, true, "type=addchannel&name=c1&delay=1")));
    }

    #[test]
    fn php_accepts_duplicate_names_any_level_and_variables_of_nobody() {
        let kit = Kit::new();
        let ok = |r: (u16, String)| r.1.contains(r#""success":true"#);
        for _ in 0..2 {
            let r = send(&kit, true, "type=addsub&name=gold&level=abc");
            assert_eq!(
                r.1,
                r#"{"success":true,"message":"Successfully created subscription!"}"#
            );
        }
        let subs = send(&kit, true, "type=fetchallsubs").1;
        assert_eq!(
            subs.matches(r#"{"name":"gold","level":"abc"}"#).count(),
            2,
            "{subs}"
        );
        let r = send(&kit, true, "type=setvar&user=nobody&var=v&data=d");
        assert_eq!(
            r.1,
            r#"{"success":true,"message":"Successfully set variable!"}"#
        );
        assert!(ok(send(&kit, true, "type=getvar&user=nobody&var=v")));
        // `add&level=abc` is level 1, and `black` takes any text.
        let r = send(&kit, true, "type=add&expiry=1&level=abc&mask=LVL-XXXX");
        let key =
            r.1.split('"')
                .find(|t| t.starts_with("LVL-"))
                .unwrap()
                .to_string();
        assert!(send(&kit, true, &format!("type=info&key={key}"))
            .1
            .contains(r#""level":"1""#));
        assert!(ok(send(&kit, true, "type=black&ip=not-an-ip")));
        // Without the bugs, the sandbox refuses what the service means to refuse.
        let r = send(&kit, false, "type=setvar&user=nobody2&var=v&data=d");
        assert!(!ok(r.clone()), "{r:?}");
    }

    #[test]
    fn add_of_no_key_answers_null_and_a_wrong_expiry_dies() {
        let kit = Kit::new();
        let r = send(&kit, true, "type=add&expiry=1&amount=0");
        assert_eq!(
            r,
            (
                200,
                r#"{"success":true,"message":"License Successfully Generated","key":null}"#.into()
            )
        );
        assert!(send(&kit, true, "type=fetchallkeys")
            .1
            .contains("No License Keys Found"));
        assert!(died(send(&kit, true, "type=add&expiry=abc")));
        // Without the bugs: the service's refusal, its typo fixed.
        let r = send(&kit, false, "type=add&expiry=abc");
        assert_eq!(
            r,
            (
                400,
                r#"{"success":false,"message":"Expiry must be a number of days"}"#.into()
            )
        );
    }

    #[test]
    fn adduser_looks_the_subscription_up_before_the_name() {
        let kit = Kit::new();
        send(&kit, false, "type=adduser&user=ann&sub=default&expiry=1");
        for bugs in [false, true] {
            let r = send(&kit, bugs, "type=adduser&user=ann&sub=nosuch&expiry=1");
            assert_eq!(
                r.1, r#"{"success":false,"message":"Subscription not found!"}"#,
                "bugs: {bugs}"
            );
        }
    }

    #[test]
    fn resetting_a_user_without_a_hwid_fails_as_no_row_changes() {
        let kit = Kit::new();
        send(&kit, true, "type=adduser&user=ann&sub=default&expiry=1");
        let r = send(&kit, true, "type=resetuser&user=ann");
        assert_eq!(
            r.1,
            r#"{"success":false,"message":"Failed to reset user!"}"#
        );
        send(&kit, true, "type=addhwiduser&user=ann&hwid=PC-1");
        let r = send(&kit, true, "type=resetuser&user=ann");
        assert_eq!(
            r.1,
            r#"{"success":true,"message":"Successfully reset user!"}"#
        );
    }

    #[test]
    fn every_declared_behaviour_is_reached_through_its_2022_type() {
        use licensectl_catalogue::{Api, Generation};
        let mut reached = 0;
        for op in licensectl_catalogue::all().filter(|op| op.api == Api::Seller) {
            let then = op.on(Generation::Open2022);
            if then.behaviour.is_none() && then.reads.is_empty() {
                continue;
            }
            let there = op.type_on(Generation::Open2022).unwrap();
            let found = crate::seller::operation(Generation::Open2022, there);
            assert!(found.is_some_and(|f| f.ty == op.ty), "{}", op.ty);
            reached += 1;
        }
        // `balance` too, the 2022 name of `setbalance`.
        assert_eq!(reached, 48);
    }

    #[test]
    fn php_is_numeric() {
        for (v, n) in [
            ("1", true),
            ("-1", true),
            ("1.5", true),
            ("1e3", true),
            (" 7", true),
            ("99999999999999999999", true),
            ("abc", false),
            ("", false),
            ("1a", false),
            (".", false),
        ] {
            assert_eq!(super::is_numeric(v), n, "{v:?}");
        }
    }
}
