//! A test that no two source files of this crate depend on each other, directly or round a longer
//! loop: a file's dependencies are the modules its `crate::` and `super::` paths name (declaring a
//! child with `mod` is not a dependency). Only compiled for tests.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use regex::Regex;

type Module = Vec<String>;

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// `src/a/b.rs` and `src/a/b/mod.rs` are `a::b`; `src/lib.rs` is the crate root (empty).
fn module_of(src: &Path, file: &Path) -> Module {
    let rel = file.strip_prefix(src).unwrap().with_extension("");
    let mut parts: Module = rel
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if parts.last().is_some_and(|p| p == "mod" || p == "lib") {
        parts.pop();
    }
    parts
}

/// Every path a `use` tree starting at `text` names, braces expanded: `a::{b, c::{d}}` gives
/// `a::b`, `a::c::d` (and `a`, `a::c`, which resolve to the same or a parent module).
fn paths_in_tree(text: &str) -> Vec<Vec<String>> {
    let ident = Regex::new(r"^\s*([A-Za-z_][A-Za-z0-9_]*)\s*").unwrap();
    fn walk(
        text: &str,
        mut pos: usize,
        prefix: &[String],
        ident: &Regex,
        out: &mut Vec<Vec<String>>,
    ) -> usize {
        let mut path = prefix.to_vec();
        loop {
            let rest = &text[pos..];
            if let Some(m) = ident.captures(rest) {
                path.push(m[1].to_string());
                pos += m[0].len();
                if text[pos..].starts_with("::") {
                    pos += 2;
                    continue;
                }
                out.push(path);
                return pos;
            }
            if rest.trim_start().starts_with('{') {
                pos += rest.len() - rest.trim_start().len() + 1;
                loop {
                    pos = walk(text, pos, &path, ident, out);
                    let rest = &text[pos..];
                    let trimmed = rest.trim_start();
                    pos += rest.len() - trimmed.len();
                    if trimmed.starts_with(',') {
                        pos += 1;
                        if text[pos..].trim_start().starts_with('}') {
                            let r = &text[pos..];
                            pos += r.len() - r.trim_start().len() + 1;
                            break;
                        }
                    } else {
                        if trimmed.starts_with('}') {
                            pos += 1;
                        }
                        break;
                    }
                }
                out.push(path);
                return pos;
            }
            // `*`, `self`, or the end of a path.
            out.push(path);
            return pos;
        }
    }
    let mut out = Vec::new();
    walk(text, 0, &[], &ident, &mut out);
    out
}

fn dependencies(module: &Module, source: &str, modules: &BTreeSet<Module>) -> BTreeSet<Module> {
    let code: String = source
        .lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n");
    // `super` inside an inline `mod tests { … }` is this file's own module.
    let inline_tests = code.find("mod tests {");
    let resolve = |path: &[String]| -> Option<Module> {
        (1..=path.len())
            .rev()
            .map(|n| path[..n].to_vec())
            .find(|p| modules.contains(p))
    };
    let mut deps = BTreeSet::new();
    let anchor = Regex::new(r"\b(crate|super)::").unwrap();
    for m in anchor.find_iter(&code) {
        let base: Module = if m.as_str().starts_with("crate") {
            Vec::new()
        } else if inline_tests.is_some_and(|at| m.start() > at) {
            module.clone()
        } else {
            module[..module.len().saturating_sub(1)].to_vec()
        };
        for tail in paths_in_tree(&code[m.end()..]) {
            let full: Module = base.iter().cloned().chain(tail).collect();
            if let Some(target) = resolve(&full)
                && !target.is_empty()
                && &target != module
            {
                deps.insert(target);
            }
        }
    }
    deps
}

/// A loop in `graph` as `a -> b -> … -> a`, if there is one.
fn find_cycle(graph: &BTreeMap<Module, BTreeSet<Module>>) -> Option<Vec<Module>> {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        Open,
        Done,
    }
    fn visit(
        node: &Module,
        graph: &BTreeMap<Module, BTreeSet<Module>>,
        marks: &mut BTreeMap<Module, Mark>,
        stack: &mut Vec<Module>,
    ) -> Option<Vec<Module>> {
        match marks.get(node) {
            Some(Mark::Done) => return None,
            Some(Mark::Open) => {
                let start = stack.iter().position(|m| m == node).unwrap();
                let mut cycle = stack[start..].to_vec();
                cycle.push(node.clone());
                return Some(cycle);
            }
            None => {}
        }
        marks.insert(node.clone(), Mark::Open);
        stack.push(node.clone());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(cycle) = visit(next, graph, marks, stack) {
                return Some(cycle);
            }
        }
        stack.pop();
        marks.insert(node.clone(), Mark::Done);
        None
    }
    let mut marks = BTreeMap::new();
    graph
        .keys()
        .find_map(|node| visit(node, graph, &mut marks, &mut Vec::new()))
}

#[test]
fn no_module_depends_on_itself_through_others() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let modules: BTreeSet<Module> = files.iter().map(|f| module_of(&src, f)).collect();
    let graph: BTreeMap<Module, BTreeSet<Module>> = files
        .iter()
        .map(|f| {
            let module = module_of(&src, f);
            let deps = dependencies(&module, &std::fs::read_to_string(f).unwrap(), &modules);
            (module, deps)
        })
        .collect();
    // The checker itself sees real dependencies.
    assert!(graph[&vec!["app".to_string()]].contains(&vec!["state".to_string()]));
    if let Some(cycle) = find_cycle(&graph) {
        let names: Vec<String> = cycle.iter().map(|m| m.join("::")).collect();
        panic!("module cycle: {}", names.join(" -> "));
    }
}

#[test]
fn use_trees_expand() {
    let names =
        |text: &str| -> Vec<String> { paths_in_tree(text).iter().map(|p| p.join("::")).collect() };
    assert_eq!(names("a::b::C;"), ["a::b::C"]);
    assert_eq!(
        names("a::{b, c::{d, e}, f};"),
        ["a::b", "a::c::d", "a::c::e", "a::c", "a::f", "a"]
    );
    assert_eq!(names("a::{\n    b,\n    c,\n};"), ["a::b", "a::c", "a"]);
}

#[test]
fn a_cycle_is_found() {
    let m = |s: &str| vec![s.to_string()];
    let mut graph = BTreeMap::new();
    graph.insert(m("a"), BTreeSet::from([m("b")]));
    graph.insert(m("b"), BTreeSet::from([m("c")]));
    graph.insert(m("c"), BTreeSet::from([m("a")]));
    assert_eq!(
        find_cycle(&graph),
        Some(vec![m("a"), m("b"), m("c"), m("a")])
    );
    graph.insert(m("c"), BTreeSet::new());
    assert_eq!(find_cycle(&graph), None);
}
