//! A request's parameters, read once and strictly: the query, and for POST a form body (or, on
//! `/self/`, JSON). A name given twice — in the query, the body, or both, in any case — and PHP's
//! array syntax (`type[]`) are refused, so the value checked is the only value there is; nothing
//! of the raw request is forwarded (the upstream request is rebuilt from checked parameters).

use serde_json::Value;

/// At most this many parameters a request.
pub const MAX_PARAMS: usize = 64;

/// A request's parameters, each name once.
#[derive(Debug, Default, Clone)]
pub struct Params(Vec<(String, String)>);

/// Why a request's parameters are refused (HTTP 400).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Malformed(pub String);

impl Params {
    /// The query (`raw`) and the body (`body`, of `content_type`) as one set of parameters.
    pub fn read(
        raw: Option<&str>,
        content_type: Option<&str>,
        body: &[u8],
    ) -> Result<Params, Malformed> {
        let mut all = Params::default();
        if let Some(q) = raw {
            all.add_form(q.as_bytes())?;
        }
        if !body.is_empty() {
            let ct = content_type.unwrap_or("").to_ascii_lowercase();
            let ct = ct.split(';').next().unwrap_or("").trim().to_string();
            match ct.as_str() {
                "application/x-www-form-urlencoded" | "" => all.add_form(body)?,
                "application/json" => all.add_json(body)?,
                other => {
                    return Err(Malformed(format!(
                        "a body of type {other:?} is not read: send a form or JSON"
                    )))
                }
            }
        }
        Ok(all)
    }

    fn push(&mut self, k: String, v: String) -> Result<(), Malformed> {
        if k.contains('[') || k.contains(']') {
            return Err(Malformed(format!("parameter {k:?}: no arrays")));
        }
        if k.chars().any(char::is_control) || v.contains('\0') {
            return Err(Malformed("a parameter holds a control character".into()));
        }
        if self.0.iter().any(|(n, _)| n.eq_ignore_ascii_case(&k)) {
            return Err(Malformed(format!("parameter {k:?} is given twice")));
        }
        if self.0.len() >= MAX_PARAMS {
            return Err(Malformed(format!("more than {MAX_PARAMS} parameters")));
        }
        self.0.push((k, v));
        Ok(())
    }

    fn add_form(&mut self, text: &[u8]) -> Result<(), Malformed> {
        for (k, v) in url::form_urlencoded::parse(text) {
            if k.is_empty() && v.is_empty() {
                continue;
            }
            self.push(k.into_owned(), v.into_owned())?;
        }
        Ok(())
    }

    fn add_json(&mut self, body: &[u8]) -> Result<(), Malformed> {
        // Its members in order, each one kept: a map would keep the last of a name given twice,
        // and `{"username": "a", "username": "b"}` must be refused as `username=a&username=b` is.
        let Members(m) =
            serde_json::from_slice(body).map_err(|_| {
                match serde_json::from_slice::<serde::de::IgnoredAny>(body) {
                    Ok(_) => Malformed("the body is not a JSON object".into()),
                    Err(_) => Malformed("the body is not JSON".into()),
                }
            })?;
        for (k, v) in m {
            let v = match v {
                Value::String(s) => s,
                Value::Number(n) => n.to_string(),
                Value::Bool(b) => b.to_string(),
                _ => return Err(Malformed(format!("parameter {k:?}: not a string"))),
            };
            self.push(k, v)?;
        }
        Ok(())
    }

    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// Whether a parameter of this name is there in another case (`Type`, `SELLERKEY`): refused,
    /// as the service's reading of it is not ours to guess.
    pub fn in_other_case(&self, name: &str) -> bool {
        self.0
            .iter()
            .any(|(k, _)| k != name && k.eq_ignore_ascii_case(name))
    }

    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.0.iter().map(|(k, v)| (k.as_str(), v.as_str()))
    }
}

/// A JSON object's members, in order, a name given twice kept twice.
struct Members(Vec<(String, Value)>);

impl<'de> serde::Deserialize<'de> for Members {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Visit;
        impl<'de> serde::de::Visitor<'de> for Visit {
            type Value = Members;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a JSON object")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut m: A,
            ) -> Result<Members, A::Error> {
                let mut out = Vec::new();
                while let Some(entry) = m.next_entry::<String, Value>()? {
                    out.push(entry);
                }
                Ok(Members(out))
            }
        }
        d.deserialize_map(Visit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(q: &str, body: &str) -> Result<Params, Malformed> {
        Params::read(
            Some(q),
            Some("application/x-www-form-urlencoded"),
            body.as_bytes(),
        )
    }

    #[test]
    fn a_name_counts_once_wherever_and_however_it_is_written() {
        assert!(read("type=info&key=K", "").is_ok());
        for (q, body) in [
            ("sellerkey=a&sellerkey=b", ""),
            ("type=info&TYPE=delalllicenses", ""),
            ("type=info", "type=delalllicenses"),
            ("sellerkey=a", "SellerKey=b"),
            ("type[]=delalllicenses", ""),
            ("type%5B%5D=x", ""),
            ("ty%00pe=x", ""),
        ] {
            assert!(read(q, body).is_err(), "{q} / {body}");
        }
        let p = read("ty%70e=del%61lllicenses", "").unwrap();
        assert_eq!(
            p.get("type"),
            Some("delalllicenses"),
            "decoded once, as the service does"
        );
        let many: String = (0..=MAX_PARAMS).map(|i| format!("p{i}=1&")).collect();
        assert!(read(&many, "").is_err());
    }

    #[test]
    fn json_bodies_hold_strings_only() {
        let j = |b: &str| Params::read(None, Some("application/json"), b.as_bytes());
        assert_eq!(
            j(r#"{"username":"ann","password":"pw"}"#)
                .unwrap()
                .get("username"),
            Some("ann")
        );
        assert!(j(r#"{"username":["a","b"]}"#).is_err());
        assert!(j(r#"[1]"#).is_err());
        // A name given twice is refused in JSON as in a form, not the last one taken.
        let twice = j(r#"{"username":"ann","username":"bob","password":"pw"}"#);
        assert!(twice.is_err_and(|e| e.0.contains("given twice")));
        assert!(Params::read(None, Some("text/xml"), b"<x/>").is_err());
    }
}
