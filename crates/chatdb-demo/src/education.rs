//! The 基础教育指标 domain (seed 002): schools, a three-level metric tree
//! with weights among siblings, and yearly values of the leaf metrics.

use crate::names::*;
use crate::DemoSpec;
use chrono::Datelike;
use duckdb::{params, Connection};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

const DDL: &str = r#"
CREATE TABLE schools (
    school_id INTEGER PRIMARY KEY,
    school_name VARCHAR NOT NULL,
    district VARCHAR NOT NULL,
    school_type VARCHAR NOT NULL,
    student_count INTEGER,
    teacher_count INTEGER,
    founded_year INTEGER
);
CREATE TABLE edu_metrics (
    metric_id VARCHAR PRIMARY KEY,
    metric_name VARCHAR NOT NULL,
    parent_id VARCHAR REFERENCES edu_metrics(metric_id),
    metric_level INTEGER NOT NULL,
    weight DECIMAL(4,2) NOT NULL,
    unit VARCHAR,
    description VARCHAR
);
CREATE TABLE edu_metric_values (
    school_id INTEGER NOT NULL REFERENCES schools(school_id),
    metric_id VARCHAR NOT NULL REFERENCES edu_metrics(metric_id),
    stat_year INTEGER NOT NULL,
    metric_value DECIMAL(10,2),
    score DECIMAL(5,2),
    PRIMARY KEY (school_id, metric_id, stat_year)
);

COMMENT ON TABLE schools IS '学校 / Schools (基础教育)';
COMMENT ON COLUMN schools.school_id IS '学校编号 / School id';
COMMENT ON COLUMN schools.school_name IS '学校名称 / School name';
COMMENT ON COLUMN schools.district IS '所在区县 / District';
COMMENT ON COLUMN schools.school_type IS '学段类型：小学/初中/高中/九年一贯制 / School type';
COMMENT ON COLUMN schools.student_count IS '在校学生数 / Number of students';
COMMENT ON COLUMN schools.teacher_count IS '专任教师数 / Number of teachers';
COMMENT ON COLUMN schools.founded_year IS '建校年份 / Year founded';

COMMENT ON TABLE edu_metrics IS '基础教育指标体系（三级指标树） / Education metric tree with three levels';
COMMENT ON COLUMN edu_metrics.metric_id IS '指标编号 / Metric id';
COMMENT ON COLUMN edu_metrics.metric_name IS '指标名称 / Metric name';
COMMENT ON COLUMN edu_metrics.parent_id IS '上级指标 / Parent metric';
COMMENT ON COLUMN edu_metrics.metric_level IS '指标层级：1 一级 / 2 二级 / 3 三级 / Level in the tree';
COMMENT ON COLUMN edu_metrics.weight IS '在同级指标中的权重 / Weight among siblings';
COMMENT ON COLUMN edu_metrics.unit IS '计量单位 / Unit';
COMMENT ON COLUMN edu_metrics.description IS '指标说明 / Description';

COMMENT ON TABLE edu_metric_values IS '学校年度指标值（三级指标） / Yearly leaf-metric values per school';
COMMENT ON COLUMN edu_metric_values.school_id IS '学校 / School';
COMMENT ON COLUMN edu_metric_values.metric_id IS '指标（三级） / Leaf metric';
COMMENT ON COLUMN edu_metric_values.stat_year IS '统计年度 / Statistical year';
COMMENT ON COLUMN edu_metric_values.metric_value IS '指标原始值 / Raw value in the metric unit';
COMMENT ON COLUMN edu_metric_values.score IS '标准化得分（0-100） / Normalized score 0-100';
"#;

/// (id, name, parent, level, weight, unit, description, raw value range)
type MetricRow = (
    &'static str,
    &'static str,
    Option<&'static str>,
    i32,
    f64,
    Option<&'static str>,
    &'static str,
    (f64, f64),
);

pub const METRICS: &[MetricRow] = &[
    (
        "infra",
        "基础设施",
        None,
        1,
        0.40,
        None,
        "学校信息化基础设施建设水平",
        (0.0, 0.0),
    ),
    (
        "infra_net",
        "网络",
        Some("infra"),
        2,
        0.30,
        None,
        "校园网络条件",
        (0.0, 0.0),
    ),
    (
        "net_bandwidth",
        "生均带宽",
        Some("infra_net"),
        3,
        0.50,
        Some("Mbps"),
        "出口带宽除以在校学生数",
        (0.5, 20.0),
    ),
    (
        "net_wifi",
        "无线网络覆盖率",
        Some("infra_net"),
        3,
        0.50,
        Some("%"),
        "无线网络覆盖的教学场所比例",
        (40.0, 100.0),
    ),
    (
        "infra_term",
        "终端",
        Some("infra"),
        2,
        0.40,
        None,
        "师生终端配备",
        (0.0, 0.0),
    ),
    (
        "term_student",
        "每百名学生终端数",
        Some("infra_term"),
        3,
        0.60,
        Some("台"),
        "学生用计算机及平板数量每百人",
        (5.0, 60.0),
    ),
    (
        "term_teacher",
        "教师终端配备率",
        Some("infra_term"),
        3,
        0.40,
        Some("%"),
        "配备教学终端的专任教师比例",
        (60.0, 100.0),
    ),
    (
        "infra_room",
        "教室",
        Some("infra"),
        2,
        0.30,
        None,
        "教室信息化条件",
        (0.0, 0.0),
    ),
    (
        "room_multimedia",
        "多媒体教室占比",
        Some("infra_room"),
        3,
        0.60,
        Some("%"),
        "配备多媒体设备的教室比例",
        (50.0, 100.0),
    ),
    (
        "room_smart",
        "智慧教室数量",
        Some("infra_room"),
        3,
        0.40,
        Some("间"),
        "建成的智慧教室数量",
        (0.0, 30.0),
    ),
    (
        "teach",
        "师资队伍",
        None,
        1,
        0.30,
        None,
        "教师队伍结构与发展",
        (0.0, 0.0),
    ),
    (
        "teach_struct",
        "队伍结构",
        Some("teach"),
        2,
        0.50,
        None,
        "职称与学历结构",
        (0.0, 0.0),
    ),
    (
        "teach_senior",
        "高级职称教师占比",
        Some("teach_struct"),
        3,
        0.50,
        Some("%"),
        "高级职称专任教师比例",
        (5.0, 45.0),
    ),
    (
        "teach_master",
        "硕士及以上学历教师占比",
        Some("teach_struct"),
        3,
        0.50,
        Some("%"),
        "硕士及以上学历专任教师比例",
        (5.0, 70.0),
    ),
    (
        "teach_train",
        "培训发展",
        Some("teach"),
        2,
        0.50,
        None,
        "教师培训与专业发展",
        (0.0, 0.0),
    ),
    (
        "train_hours",
        "人均培训学时",
        Some("teach_train"),
        3,
        0.60,
        Some("小时"),
        "专任教师年度人均培训学时",
        (20.0, 160.0),
    ),
    (
        "train_digital",
        "信息化培训覆盖率",
        Some("teach_train"),
        3,
        0.40,
        Some("%"),
        "参加信息技术应用能力培训的教师比例",
        (30.0, 100.0),
    ),
    (
        "app",
        "教学应用",
        None,
        1,
        0.30,
        None,
        "信息技术在教学中的应用",
        (0.0, 0.0),
    ),
    (
        "app_platform",
        "平台应用",
        Some("app"),
        2,
        0.50,
        None,
        "教育平台与数字资源应用",
        (0.0, 0.0),
    ),
    (
        "platform_active",
        "平台活跃率",
        Some("app_platform"),
        3,
        0.60,
        Some("%"),
        "师生在教育平台上的月活跃比例",
        (20.0, 95.0),
    ),
    (
        "resource_count",
        "数字资源数量",
        Some("app_platform"),
        3,
        0.40,
        Some("个"),
        "校本数字教学资源数量",
        (50.0, 3000.0),
    ),
    (
        "app_class",
        "课堂应用",
        Some("app"),
        2,
        0.50,
        None,
        "课堂教学中的信息技术应用",
        (0.0, 0.0),
    ),
    (
        "class_digital",
        "数字化课堂占比",
        Some("app_class"),
        3,
        0.50,
        Some("%"),
        "使用数字化手段授课的课时比例",
        (20.0, 90.0),
    ),
    (
        "class_eval",
        "智能评价覆盖率",
        Some("app_class"),
        3,
        0.50,
        Some("%"),
        "使用智能化学业评价的班级比例",
        (0.0, 80.0),
    ),
];

pub(crate) fn build(
    conn: &Connection,
    rng: &mut ChaCha8Rng,
    spec: &DemoSpec,
) -> duckdb::Result<()> {
    conn.execute_batch(DDL)?;
    let school_count = 60;
    // Each school has a latent quality that shifts all its scores.
    let mut quality = Vec::with_capacity(school_count);
    {
        let mut app = conn.appender("schools")?;
        for id in 1..=school_count as i32 {
            let district = DISTRICTS[(id as usize * 5 + rng.random_range(0..3)) % DISTRICTS.len()];
            let (kind, suffix) =
                SCHOOL_TYPES[crate::retail::weighted(rng, &[0.45, 0.30, 0.18, 0.07])];
            let prefix = SCHOOL_PREFIXES[(id as usize - 1) % SCHOOL_PREFIXES.len()];
            let name = format!("{}{}{}", district.trim_end_matches('区'), prefix, suffix);
            let students: Option<i32> =
                (rng.random::<f64>() > 0.03).then(|| rng.random_range(300..3200));
            let teachers = students.map(|s| s / rng.random_range(11..16));
            app.append_row(params![
                id,
                name,
                district,
                kind,
                students,
                teachers,
                rng.random_range(1950..2015)
            ])?;
            quality.push(rng.random::<f64>());
        }
        app.flush()?;
    }
    {
        // Row by row (not an appender), parents before children, so each
        // self-reference resolves against a row already inserted.
        let mut insert = conn.prepare(
            "INSERT INTO edu_metrics VALUES (?, ?, ?, ?, CAST(? AS DECIMAL(4,2)), ?, ?)",
        )?;
        for (id, name, parent, level, weight, unit, desc, _) in METRICS {
            insert.execute(params![
                id,
                name,
                parent,
                level,
                format!("{weight:.2}"),
                unit,
                desc
            ])?;
        }
    }
    let last_year = spec.anchor.year() - 1;
    let mut app = conn.appender("edu_metric_values")?;
    for (school, q) in quality.iter().enumerate() {
        for year in last_year - 4..=last_year {
            let progress = f64::from(year - (last_year - 4)) / 4.0;
            for (id, _, _, level, _, _, _, (lo, hi)) in METRICS {
                if *level != 3 {
                    continue;
                }
                // A few values are missing (not reported that year).
                if rng.random::<f64>() < 0.01 {
                    continue;
                }
                let noise = rng.random::<f64>() * 0.3 - 0.15;
                let position = (0.25 + 0.45 * q + 0.2 * progress + noise).clamp(0.0, 1.0);
                let value = lo + (hi - lo) * position;
                let score = (40.0 + 60.0 * position).min(100.0);
                app.append_row(params![
                    school as i32 + 1,
                    id,
                    year,
                    format!("{value:.2}"),
                    format!("{score:.2}")
                ])?;
            }
        }
    }
    // Flushing explicitly surfaces errors a drop would swallow.
    app.flush()?;
    Ok(())
}
