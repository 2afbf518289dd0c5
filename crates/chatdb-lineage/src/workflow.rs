//! Reading a workflow: a `.sql` file, a directory of them, or a dbt-style
//! project, into models — one per table or view produced — with the
//! problems met on the way located by file and line.

use crate::norm;
use crate::project::{default_materialization, DbtYaml, WorkflowFile};
use crate::split;
use crate::statement::{effects, Effects};
use crate::template::{self, Resolve};
use chatdb_core::Dialect;
use serde::Serialize;
use sqlparser::ast::Statement;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

pub use crate::project::TargetSpec;

/// How a model's target is made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Materialization {
    /// A SELECT to be created as a view (dbt's default).
    View,
    /// A SELECT to be created as a table.
    Table,
    /// Statements that create or load the target themselves.
    Script,
}

/// One parsed statement of a model.
#[derive(Debug, Clone, Serialize)]
pub struct SqlStatement {
    /// The SQL as rendered (templates resolved).
    pub text: String,
    /// 1-based line of the file it starts on.
    pub line: usize,
    #[serde(skip)]
    pub ast: Statement,
    pub effects: Effects,
}

/// A model: the statements that produce one target.
#[derive(Debug, Clone, Serialize)]
pub struct Model {
    /// The target's name, lower-cased as ChatDB compares names.
    pub name: String,
    /// The file, relative to the workflow's root.
    pub file: PathBuf,
    /// 1-based line of the model's first statement.
    pub line: usize,
    pub materialized: Materialization,
    pub statements: Vec<SqlStatement>,
    /// Models named by `ref()` (dbt projects).
    pub refs: Vec<String>,
}

impl Model {
    /// The statement whose query fills the target, if any.
    pub fn filling(&self) -> Option<&SqlStatement> {
        self.statements.iter().rev().find(|s| {
            matches!(s.ast, Statement::Query(_))
                || s.effects
                    .writes
                    .iter()
                    .any(|w| w.table == self.name && w.kind.fills())
        })
    }

    /// True when the model creates or fills its target (rather than only
    /// updating, deleting or dropping it).
    pub fn produces(&self) -> bool {
        self.filling().is_some()
            || self.statements.iter().any(|s| {
                s.effects.writes.iter().any(|w| {
                    w.table == self.name && w.kind == crate::statement::WriteKind::CreateTable
                })
            })
    }

    /// Every relation the model reads, lower-cased as written.
    pub fn reads(&self) -> BTreeSet<String> {
        self.statements
            .iter()
            .flat_map(|s| s.effects.reads.iter().cloned())
            .filter(|r| *r != self.name)
            .collect()
    }
}

/// What went wrong reading a workflow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ProblemKind {
    /// A statement that doesn't parse.
    Parse,
    /// A `ref()` or `source()` naming nothing known.
    UnresolvedRef,
    /// Template syntax beyond ref/source/this/config.
    Template,
    /// Two files defining the same model.
    DuplicateModel,
    /// A file or YAML that couldn't be read.
    File,
}

/// A problem located in the workflow's files.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Problem {
    pub kind: ProblemKind,
    pub file: PathBuf,
    pub line: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub model: Option<String>,
    pub message: String,
}

/// A workflow read from disk.
#[derive(Debug, Clone, Serialize)]
pub struct Workflow {
    pub root: PathBuf,
    pub dialect: Dialect,
    /// True for a dbt-style project (models are SELECTs, refs resolved).
    pub dbt: bool,
    pub models: Vec<Model>,
    /// Targets declared by `workflow.yml` or dbt YAML, by name.
    pub targets: BTreeMap<String, TargetSpec>,
    /// True when `workflow.yml` lists the targets the workflow must produce.
    pub targets_declared: bool,
    /// `workflow.yml` settings beyond targets.
    pub settings: WorkflowFile,
    pub problems: Vec<Problem>,
}

/// Why a workflow could not be read at all.
#[derive(Debug, thiserror::Error)]
pub enum WorkflowError {
    #[error("{0}: no such file or directory")]
    NotFound(PathBuf),
    #[error("{0}: not a directory or a .sql file")]
    NotSql(PathBuf),
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
}

impl Workflow {
    /// Reads a workflow from a `.sql` file, a directory of `.sql` files or
    /// a dbt-style project (a `dbt_project.yml` or a `models/` folder).
    pub fn read(path: &Path, dialect: Dialect) -> Result<Workflow, WorkflowError> {
        if !path.exists() {
            return Err(WorkflowError::NotFound(path.to_path_buf()));
        }
        let (root, files) = if path.is_file() {
            if path.extension().and_then(|e| e.to_str()) != Some("sql") {
                return Err(WorkflowError::NotSql(path.to_path_buf()));
            }
            let root = path.parent().unwrap_or(Path::new(".")).to_path_buf();
            (root, vec![path.to_path_buf()])
        } else {
            let models_dir = path.join("models");
            let dbt = path.join("dbt_project.yml").is_file() || models_dir.is_dir();
            let base = if dbt && models_dir.is_dir() {
                models_dir
            } else {
                path.to_path_buf()
            };
            (path.to_path_buf(), files_with(&base, &["sql"])?)
        };
        let dbt = path.is_dir()
            && (root.join("dbt_project.yml").is_file() || root.join("models").is_dir());
        let mut wf = Workflow {
            root: root.clone(),
            dialect,
            dbt,
            models: Vec::new(),
            targets: BTreeMap::new(),
            targets_declared: false,
            settings: WorkflowFile::default(),
            problems: Vec::new(),
        };
        wf.read_workflow_yml()?;
        let mut yaml = DbtYaml::default();
        if dbt {
            for f in files_with(&root, &["yml", "yaml"])? {
                let name = f.file_name().and_then(|n| n.to_str()).unwrap_or("");
                if matches!(name, "dbt_project.yml" | "workflow.yml" | "profiles.yml") {
                    continue;
                }
                let text = read(&f)?;
                if let Err(e) = yaml.add(&text) {
                    wf.problem(ProblemKind::File, &f, 0, None, format!("YAML: {e}"));
                }
            }
            wf.settings.sensitive.extend(yaml.sensitive.iter().cloned());
            for (name, spec) in &yaml.models {
                wf.targets
                    .entry(name.to_lowercase())
                    .or_insert_with(|| spec.clone());
            }
        }
        let default = if dbt {
            std::fs::read_to_string(root.join("dbt_project.yml"))
                .ok()
                .and_then(|t| default_materialization(&t))
        } else {
            None
        };
        let names: BTreeSet<String> = files
            .iter()
            .filter_map(|f| f.file_stem().and_then(|s| s.to_str()).map(norm))
            .collect();
        let resolver = Resolver {
            models: &names,
            yaml: &yaml,
            dbt,
        };
        for f in &files {
            let text = read(f)?;
            let stem = f
                .file_stem()
                .and_then(|s| s.to_str())
                .map(norm)
                .unwrap_or_default();
            let rendered = template::render(&text, &stem, &resolver);
            for (line, message) in &rendered.problems {
                let kind = if message.contains("not supported") {
                    ProblemKind::Template
                } else {
                    ProblemKind::UnresolvedRef
                };
                wf.problem(kind, f, *line, Some(stem.clone()), message.clone());
            }
            if dbt {
                wf.add_dbt_model(f, &stem, &rendered, default.as_deref());
            } else {
                wf.add_script(f, &stem, &rendered.sql);
            }
        }
        Ok(wf)
    }

    fn read_workflow_yml(&mut self) -> Result<(), WorkflowError> {
        let path = self.root.join("workflow.yml");
        if !path.is_file() {
            return Ok(());
        }
        let text = read(&path)?;
        match serde_yaml::from_str::<WorkflowFile>(&text) {
            Ok(file) => {
                self.targets_declared = !file.targets.is_empty();
                for t in &file.targets {
                    self.targets.insert(norm(&t.name), t.clone());
                }
                self.settings = file;
            }
            Err(e) => {
                let line = e.location().map_or(0, |l| l.line());
                self.problem(
                    ProblemKind::File,
                    &path,
                    line,
                    None,
                    format!("workflow.yml: {e}"),
                );
            }
        }
        Ok(())
    }

    fn relative(&self, file: &Path) -> PathBuf {
        file.strip_prefix(&self.root).unwrap_or(file).to_path_buf()
    }

    fn problem(
        &mut self,
        kind: ProblemKind,
        file: &Path,
        line: usize,
        model: Option<String>,
        message: String,
    ) {
        let file = self.relative(file);
        self.problems.push(Problem {
            kind,
            file,
            line,
            model,
            message,
        });
    }

    /// Parses one piece, recording a parse problem at the file's line.
    fn parse_piece(
        &mut self,
        file: &Path,
        piece: &split::Piece,
        model: &str,
    ) -> Option<SqlStatement> {
        match chatdb_guard::parse::parse(&piece.text, self.dialect) {
            Ok(mut statements) if statements.len() == 1 => {
                let ast = statements.remove(0);
                Some(SqlStatement {
                    text: piece.text.clone(),
                    line: piece.line,
                    effects: effects(&ast),
                    ast,
                })
            }
            Ok(_) => None,
            Err(e) => {
                // Without a location the parser ran out of text: the
                // problem is at the statement's end.
                let offset = match e.location {
                    Some(l) => l.line.saturating_sub(1) as usize,
                    None => piece.text.lines().count().saturating_sub(1),
                };
                let line = piece.line + offset;
                self.problem(
                    ProblemKind::Parse,
                    file,
                    line,
                    Some(model.to_string()),
                    format!("SQL does not parse: {}", e.message),
                );
                None
            }
        }
    }

    fn add_dbt_model(
        &mut self,
        file: &Path,
        name: &str,
        rendered: &template::Rendered,
        default: Option<&str>,
    ) {
        if self.models.iter().any(|m| m.name == name) {
            let message = format!("model `{name}` is defined by more than one file");
            self.problem(
                ProblemKind::DuplicateModel,
                file,
                1,
                Some(name.into()),
                message,
            );
            return;
        }
        let pieces = split::statements(&rendered.sql);
        let Some(piece) = pieces.first() else {
            self.problem(
                ProblemKind::Parse,
                file,
                1,
                Some(name.into()),
                "the model is empty".into(),
            );
            return;
        };
        if pieces.len() > 1 {
            let message =
                "a dbt model is one SELECT; statements after the first are ignored".to_string();
            self.problem(
                ProblemKind::Parse,
                file,
                pieces[1].line,
                Some(name.into()),
                message,
            );
        }
        let Some(statement) = self.parse_piece(file, piece, name) else {
            return;
        };
        if !matches!(statement.ast, Statement::Query(_)) {
            let message = "a dbt model is a SELECT; this statement writes on its own".to_string();
            self.problem(
                ProblemKind::Parse,
                file,
                statement.line,
                Some(name.into()),
                message,
            );
        }
        let materialized = match rendered.materialized.as_deref().or(default) {
            Some("table" | "incremental") => Materialization::Table,
            _ => Materialization::View,
        };
        if !rendered.unique_key.is_empty() {
            let t = self
                .targets
                .entry(name.to_string())
                .or_insert_with(|| TargetSpec {
                    name: name.to_string(),
                    ..TargetSpec::default()
                });
            t.unique_key.clone_from(&rendered.unique_key);
        }
        self.models.push(Model {
            name: name.to_string(),
            file: self.relative(file),
            line: statement.line,
            materialized,
            statements: vec![statement],
            refs: rendered.refs.iter().map(|r| norm(r)).collect(),
        });
    }

    /// A plain SQL file: statements are grouped by the table they write;
    /// a file holding only a SELECT is a model named after the file.
    fn add_script(&mut self, file: &Path, stem: &str, sql: &str) {
        let mut current: Option<usize> = None;
        for piece in split::statements(sql) {
            let model_hint = current.map_or(stem.to_string(), |i| self.models[i].name.clone());
            let Some(statement) = self.parse_piece(file, &piece, &model_hint) else {
                continue;
            };
            let target = statement.effects.writes.first().map(|w| w.table.clone());
            let (name, materialized) = match target {
                Some(t) => (t, Materialization::Script),
                None => match current {
                    Some(i) => {
                        self.models[i].statements.push(statement);
                        continue;
                    }
                    None => (stem.to_string(), Materialization::View),
                },
            };
            let index = match self.models.iter().position(|m| m.name == name) {
                Some(i) => i,
                None => {
                    self.models.push(Model {
                        name: name.clone(),
                        file: self.relative(file),
                        line: statement.line,
                        materialized,
                        statements: Vec::new(),
                        refs: Vec::new(),
                    });
                    self.models.len() - 1
                }
            };
            self.models[index].statements.push(statement);
            current = Some(index);
        }
    }

    /// A model by name (case-insensitive).
    pub fn model(&self, name: &str) -> Option<&Model> {
        let name = norm(name);
        self.models.iter().find(|m| m.name == name)
    }
}

struct Resolver<'a> {
    models: &'a BTreeSet<String>,
    yaml: &'a DbtYaml,
    dbt: bool,
}

impl Resolve for Resolver<'_> {
    fn model(&self, name: &str) -> Result<String, String> {
        let n = norm(name);
        if self.models.contains(&n) {
            Ok(n)
        } else {
            Err(format!(
                "ref('{name}'): no model named `{name}` in the workflow"
            ))
        }
    }

    fn source(&self, source: &str, table: &str) -> Result<String, String> {
        match self
            .yaml
            .sources
            .get(&(source.to_string(), table.to_string()))
        {
            Some(r) => Ok(r.clone()),
            None if !self.dbt => Ok(table.to_string()),
            None => Err(format!(
                "source('{source}', '{table}') is not declared in any sources YAML"
            )),
        }
    }
}

fn read(path: &Path) -> Result<String, WorkflowError> {
    std::fs::read_to_string(path).map_err(|source| WorkflowError::Io {
        path: path.to_path_buf(),
        source,
    })
}

/// Files under `dir` with one of the extensions, sorted by path.
fn files_with(dir: &Path, extensions: &[&str]) -> Result<Vec<PathBuf>, WorkflowError> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let entries = std::fs::read_dir(&d).map_err(|source| WorkflowError::Io {
            path: d.clone(),
            source,
        })?;
        for entry in entries.flatten() {
            let p = entry.path();
            let hidden = p
                .file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with('.') || n == "target" || n == "dbt_packages");
            if hidden {
                continue;
            }
            if p.is_dir() {
                stack.push(p);
            } else if p
                .extension()
                .and_then(|e| e.to_str())
                .is_some_and(|e| extensions.contains(&e))
            {
                out.push(p);
            }
        }
    }
    out.sort();
    Ok(out)
}
