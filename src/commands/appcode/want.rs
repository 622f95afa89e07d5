//! What a file declares, held compactly for `plan`: each record packed into a run of bytes of
//! one buffer per kind (its key, then each field's text), found by key through a sorted index.
//! 200,000 variables cost about 50 bytes each here, against about a kilobyte each as `Rec`s with
//! their maps; a record is unpacked into a `Rec` only while it is compared or shown.

use super::model::{Desired, Kind, Rec, Val};

const SECRET: u8 = 1;
const ENV: u8 = 2;

fn put_len(out: &mut Vec<u8>, mut n: usize) {
    loop {
        let low = (n & 0x7f) as u8;
        n >>= 7;
        if n == 0 {
            out.push(low);
            return;
        }
        out.push(low | 0x80);
    }
}

fn put_str(out: &mut Vec<u8>, s: &str) {
    put_len(out, s.len());
    out.extend_from_slice(s.as_bytes());
}

/// Reads what `put_len` wrote at `*at`.
fn get_len(b: &[u8], at: &mut usize) -> usize {
    let mut n = 0;
    let mut shift = 0;
    while let Some(&byte) = b.get(*at) {
        *at += 1;
        n |= usize::from(byte & 0x7f) << shift;
        if byte & 0x80 == 0 {
            break;
        }
        shift += 7;
    }
    n
}

fn get_str<'b>(b: &'b [u8], at: &mut usize) -> &'b str {
    let n = get_len(b, at);
    let end = (*at + n).min(b.len());
    let s = std::str::from_utf8(&b[*at..end]).unwrap_or("");
    *at = end;
    s
}

/// One kind's records: the `i`th is `bytes[ends[i - 1]..ends[i]]`, as `Want::push` packs it:
/// the key, then per field its name's position in the kind's field list, flags (secret, from
/// the environment), its text and the environment variable's name.
#[derive(Default)]
struct Packed {
    bytes: Vec<u8>,
    ends: Vec<usize>,
}

impl Packed {
    fn len(&self) -> usize {
        self.ends.len()
    }
    fn rec(&self, i: usize) -> &[u8] {
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        &self.bytes[start..self.ends[i]]
    }
    fn key(&self, i: usize) -> &str {
        get_str(self.rec(i), &mut 0)
    }
    /// The records' positions by key; records of one key in the order they came.
    fn sorted(&self) -> Vec<u32> {
        let mut order: Vec<u32> = (0..self.len() as u32).collect();
        order.sort_by(|a, b| self.key(*a as usize).cmp(self.key(*b as usize)));
        order
    }
    /// The same records without those at the positions `drop`.
    fn without(&self, mut drop: Vec<u32>) -> Packed {
        drop.sort_unstable();
        let mut out = Packed::default();
        for i in 0..self.len() {
            if drop.binary_search(&(i as u32)).is_err() {
                out.bytes.extend_from_slice(self.rec(i));
                out.ends.push(out.bytes.len());
            }
        }
        out
    }
}

/// The file's records by kind (each in the file's order), and the kinds it declares.
#[derive(Default)]
pub struct Want {
    recs: [Packed; 7],
    /// Per kind, the records' positions sorted by key.
    sorted: [Vec<u32>; 7],
    /// Per kind, the names of the fields its records hold (a field is packed as its position).
    names: [Vec<&'static str>; 7],
    pub declared: Vec<Kind>,
}

impl Want {
    /// Adds a record of the file (in the file's order within its kind).
    pub fn push(&mut self, r: Rec) {
        let k = r.kind as usize;
        let out = &mut self.recs[k].bytes;
        put_str(out, &r.key);
        for (name, v) in &r.fields {
            let names = &mut self.names[k];
            let n = match names.iter().position(|x| x == name) {
                Some(n) => n,
                None => {
                    names.push(*name);
                    names.len() - 1
                }
            };
            put_len(out, n);
            let flags = if v.secret { SECRET } else { 0 } | if v.env.is_some() { ENV } else { 0 };
            out.push(flags);
            put_str(out, &v.text);
            if let Some(env) = &v.env {
                put_str(out, env);
            }
        }
        let end = out.len();
        self.recs[k].ends.push(end);
    }

    /// How many records of `kind` the file declares.
    pub fn len(&self, kind: Kind) -> usize {
        self.recs[kind as usize].len()
    }

    /// The `i`th record of `kind`, unpacked.
    pub fn get(&self, kind: Kind, i: usize) -> Rec {
        let k = kind as usize;
        let b = self.recs[k].rec(i);
        let mut at = 0;
        let mut rec = Rec::new(kind, get_str(b, &mut at));
        while at < b.len() {
            let n = get_len(b, &mut at);
            let flags = b.get(at).copied().unwrap_or(0);
            at += 1;
            let text = get_str(b, &mut at).to_string();
            let env = (flags & ENV != 0).then(|| get_str(b, &mut at).to_string());
            if let Some(name) = self.names[k].get(n) {
                let secret = flags & SECRET != 0;
                rec.fields.insert(name, Val { text, env, secret });
            }
        }
        rec
    }

    /// Sorts each kind's index by key; `false` when a kind holds a key twice. A blacklist entry
    /// listed twice is kept once, where it is first listed (as `schema::blacklists` does).
    pub fn index(&mut self) -> bool {
        let mut once = true;
        for kind in Kind::ALL {
            let k = kind as usize;
            let order = self.recs[k].sorted();
            let twice: Vec<u32> = order
                .windows(2)
                .filter(|w| self.recs[k].key(w[0] as usize) == self.recs[k].key(w[1] as usize))
                .map(|w| w[1])
                .collect();
            if twice.is_empty() {
                self.recs[k].bytes.shrink_to_fit();
                self.recs[k].ends.shrink_to_fit();
                self.sorted[k] = order;
            } else if kind == Kind::Blacklist {
                self.recs[k] = self.recs[k].without(twice);
                self.sorted[k] = self.recs[k].sorted();
            } else {
                once = false;
                self.sorted[k] = order;
            }
        }
        once
    }

    /// The position of `kind`'s record with this key (after `index`).
    pub fn find(&self, kind: Kind, key: &str) -> Option<usize> {
        let k = kind as usize;
        let recs = &self.recs[k];
        self.sorted[k]
            .binary_search_by(|i| recs.key(*i as usize).cmp(key))
            .ok()
            .map(|at| self.sorted[k][at] as usize)
    }

    /// The kinds in the order the file's sections are read: by name, as a TOML table holds them
    /// (the order `plan`'s notes and changes have always come in).
    pub fn section_order() -> Vec<Kind> {
        let mut kinds = Kind::ALL.to_vec();
        kinds.sort_by_key(|k| k.section());
        kinds
    }
}

impl From<Desired> for Want {
    fn from(d: Desired) -> Want {
        let mut w = Want {
            declared: d.declared,
            ..Want::default()
        };
        for r in d.records {
            w.push(r);
        }
        w.index();
        w
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_comes_back_as_it_went_in_and_is_found_by_key() {
        let long = "x".repeat(300);
        let recs = [
            Rec::new(Kind::Var, "motd")
                .with("data", Val::plain(long.as_str()))
                .with("authed", Val::plain("true")),
            Rec::new(Kind::Var, "a\u{0}b").with(
                "data",
                Val {
                    text: "s3cret".into(),
                    env: Some("SECRET".into()),
                    secret: true,
                },
            ),
            Rec::new(Kind::Settings, "").with("sellix-secret", Val::secret("")),
            Rec::new(Kind::Blacklist, "ip 198.51.100.7"),
        ];
        let mut w = Want::from(Desired {
            records: recs.to_vec(),
            declared: vec![Kind::Var],
        });
        assert!(w.index());
        assert_eq!(w.get(Kind::Var, 0), recs[0]);
        assert_eq!(w.get(Kind::Var, 1), recs[1]);
        assert_eq!(w.get(Kind::Settings, 0), recs[2]);
        assert_eq!(w.get(Kind::Blacklist, 0), recs[3]);
        assert_eq!(w.find(Kind::Var, "a\u{0}b"), Some(1));
        assert_eq!(w.find(Kind::Var, "motd"), Some(0));
        assert_eq!(w.find(Kind::Var, "nope"), None);
        assert_eq!(w.find(Kind::Button, "motd"), None);
        assert_eq!(w.len(Kind::Var), 2);
        for key in ["ip b", "ip a", "ip b", "hwid b", "ip a"] {
            w.push(Rec::new(Kind::Blacklist, key));
        }
        assert!(w.index(), "a blacklist entry listed twice is kept once");
        let kept: Vec<String> = (0..w.len(Kind::Blacklist))
            .map(|i| w.get(Kind::Blacklist, i).key)
            .collect();
        assert_eq!(kept, ["ip 198.51.100.7", "ip b", "ip a", "hwid b"]);
        assert_eq!(w.find(Kind::Blacklist, "hwid b"), Some(3));
        w.push(Rec::new(Kind::Var, "motd"));
        assert!(!w.index(), "a key held twice");
    }
}
