//! `ask --chart FILE.svg`: the run record's chart spec drawn with plotters
//! (SVG backend) — the same spec the web page draws with ECharts.

use anyhow::{anyhow, Result};
use chatdb_flow::chart::{Chart, ChartKind};
use plotters::prelude::*;
use std::path::Path;

const SIZE: (u32, u32) = (960, 540);

fn color(i: usize) -> RGBColor {
    const COLORS: [RGBColor; 8] = [
        RGBColor(84, 112, 198),
        RGBColor(145, 204, 117),
        RGBColor(250, 200, 88),
        RGBColor(238, 102, 102),
        RGBColor(115, 192, 222),
        RGBColor(59, 162, 114),
        RGBColor(252, 132, 82),
        RGBColor(154, 96, 180),
    ];
    COLORS[i % COLORS.len()]
}

/// Draws `chart` into an SVG file at `path`.
pub fn write(chart: &Chart, path: &Path) -> Result<()> {
    let root = SVGBackend::new(path, SIZE).into_drawing_area();
    let fail =
        |e: &dyn std::fmt::Display| anyhow!("cannot draw the chart into {}: {e}", path.display());
    root.fill(&WHITE).map_err(|e| fail(&e))?;
    match chart.kind {
        ChartKind::Number => number(chart, &root).map_err(|e| fail(&e))?,
        ChartKind::Line => line(chart, &root).map_err(|e| fail(&e))?,
        ChartKind::Bar | ChartKind::StackedBar => bars(chart, &root).map_err(|e| fail(&e))?,
        ChartKind::Pie => pie(chart, &root).map_err(|e| fail(&e))?,
        ChartKind::Scatter => scatter(chart, &root).map_err(|e| fail(&e))?,
    }
    root.present().map_err(|e| fail(&e))?;
    Ok(())
}

type Area<'a> = DrawingArea<SVGBackend<'a>, plotters::coord::Shift>;

/// An axis value for people: whole numbers grouped by thousands,
/// fractions with two decimals at most.
fn tick(v: &f64) -> String {
    if v.fract().abs() < 1e-9 && v.abs() < 1e15 {
        let digits = format!("{}", v.abs() as u64);
        let mut out = String::new();
        for (i, c) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i) % 3 == 0 {
                out.push(',');
            }
            out.push(c);
        }
        if *v < 0.0 {
            out.insert(0, '-');
        }
        out
    } else {
        format!("{:.2}", v)
            .trim_end_matches('0')
            .trim_end_matches('.')
            .to_string()
    }
}

/// A legend, only when there is more than one series to tell apart.
fn legend<'a, DB: DrawingBackend + 'a, CT: CoordTranslate>(
    chart: &Chart,
    c: &mut ChartContext<'a, DB, CT>,
) -> DrawResult
where
    DB::ErrorType: 'static,
{
    if chart.series.len() > 1 {
        c.configure_series_labels()
            .position(SeriesLabelPosition::UpperLeft)
            .background_style(WHITE.mix(0.85))
            .border_style(BLACK)
            .draw()?;
    }
    Ok(())
}
type DrawResult = Result<(), Box<dyn std::error::Error>>;

fn values(chart: &Chart) -> impl Iterator<Item = f64> + '_ {
    chart
        .series
        .iter()
        .flat_map(|s| s.values.iter().flatten().copied())
}

/// The y range of the values, with zero included and some headroom.
fn y_range(lo: f64, hi: f64) -> std::ops::Range<f64> {
    let lo = lo.min(0.0);
    let hi = if hi > lo { hi } else { lo + 1.0 };
    lo..hi + (hi - lo) * 0.08
}

fn number(chart: &Chart, root: &Area<'_>) -> DrawResult {
    let v = chart
        .series
        .first()
        .and_then(|s| s.values.first().copied().flatten());
    let text = v.map_or("—".to_string(), |v| format!("{v}"));
    let style = TextStyle::from(("sans-serif", 96).into_font()).pos(
        plotters::style::text_anchor::Pos::new(
            plotters::style::text_anchor::HPos::Center,
            plotters::style::text_anchor::VPos::Center,
        ),
    );
    root.draw_text(&text, &style, (SIZE.0 as i32 / 2, SIZE.1 as i32 / 2))?;
    let label = TextStyle::from(("sans-serif", 28).into_font()).pos(
        plotters::style::text_anchor::Pos::new(
            plotters::style::text_anchor::HPos::Center,
            plotters::style::text_anchor::VPos::Center,
        ),
    );
    root.draw_text(
        &chart.y.join(", "),
        &label,
        (SIZE.0 as i32 / 2, SIZE.1 as i32 / 2 + 90),
    )?;
    Ok(())
}

fn line(chart: &Chart, root: &Area<'_>) -> DrawResult {
    let n = chart.categories.len().max(1);
    let lo = values(chart).fold(f64::INFINITY, f64::min);
    let hi = values(chart).fold(f64::NEG_INFINITY, f64::max);
    let mut c = ChartBuilder::on(root)
        .margin(20)
        .x_label_area_size(40)
        .y_label_area_size(70)
        .build_cartesian_2d(0..n.saturating_sub(1).max(1), y_range(lo, hi))?;
    let cats = &chart.categories;
    c.configure_mesh()
        .x_desc(&chart.x)
        .y_desc(chart.y.join(", "))
        .x_labels(n.min(12))
        .x_label_formatter(&|i| cats.get(*i).cloned().unwrap_or_default())
        .y_label_formatter(&tick)
        .draw()?;
    for (j, s) in chart.series.iter().enumerate() {
        let points: Vec<(usize, f64)> = s
            .values
            .iter()
            .enumerate()
            .filter_map(|(i, v)| v.map(|v| (i, v)))
            .collect();
        c.draw_series(LineSeries::new(points, color(j).stroke_width(2)))?
            .label(s.name.clone())
            .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 16, y)], color(j)));
    }
    legend(chart, &mut c)
}

fn bars(chart: &Chart, root: &Area<'_>) -> DrawResult {
    let n = chart.categories.len().max(1);
    let stacked = chart.kind == ChartKind::StackedBar;
    let (lo, hi) = if stacked {
        let totals: Vec<f64> = (0..n)
            .map(|i| {
                chart
                    .series
                    .iter()
                    .filter_map(|s| s.values.get(i).copied().flatten())
                    .sum()
            })
            .collect();
        (0.0, totals.iter().copied().fold(0.0, f64::max))
    } else {
        (
            values(chart).fold(0.0, f64::min),
            values(chart).fold(f64::NEG_INFINITY, f64::max),
        )
    };
    let mut c = ChartBuilder::on(root)
        .margin(20)
        .x_label_area_size(40)
        .y_label_area_size(70)
        .build_cartesian_2d(-0.5f64..n as f64 - 0.5, y_range(lo, hi))?;
    let cats = &chart.categories;
    c.configure_mesh()
        .disable_x_mesh()
        .x_desc(&chart.x)
        .y_desc(chart.y.join(", "))
        .x_labels(n.min(20))
        .x_label_formatter(&|x| {
            let i = x.round();
            if (x - i).abs() < 0.01 && i >= 0.0 {
                cats.get(i as usize).cloned().unwrap_or_default()
            } else {
                String::new()
            }
        })
        .y_label_formatter(&tick)
        .draw()?;
    let k = chart.series.len().max(1) as f64;
    let mut base = vec![0.0; n];
    for (j, s) in chart.series.iter().enumerate() {
        let rects: Vec<Rectangle<(f64, f64)>> = s
            .values
            .iter()
            .enumerate()
            .filter_map(|(i, v)| {
                let v = (*v)?;
                let x = i as f64;
                Some(if stacked {
                    let r = Rectangle::new(
                        [(x - 0.35, base[i]), (x + 0.35, base[i] + v)],
                        color(j).filled(),
                    );
                    base[i] += v;
                    r
                } else {
                    let w = 0.7 / k;
                    let left = x - 0.35 + w * j as f64;
                    Rectangle::new([(left, 0.0), (left + w, v)], color(j).filled())
                })
            })
            .collect();
        c.draw_series(rects)?
            .label(s.name.clone())
            .legend(move |(x, y)| Rectangle::new([(x, y - 5), (x + 12, y + 5)], color(j).filled()));
    }
    legend(chart, &mut c)
}

fn pie(chart: &Chart, root: &Area<'_>) -> DrawResult {
    let Some(s) = chart.series.first() else {
        return Ok(());
    };
    let total: f64 = s.values.iter().flatten().sum();
    if total <= 0.0 {
        return Ok(());
    }
    let (cx, cy, r) = (
        SIZE.0 as f64 * 0.38,
        SIZE.1 as f64 / 2.0,
        SIZE.1 as f64 * 0.38,
    );
    let mut start = -std::f64::consts::FRAC_PI_2;
    for (i, (name, v)) in chart.categories.iter().zip(&s.values).enumerate() {
        let v = v.unwrap_or(0.0);
        let sweep = v / total * std::f64::consts::TAU;
        let steps = ((sweep / 0.05).ceil() as usize).max(2);
        let mut points = vec![(cx as i32, cy as i32)];
        for k in 0..=steps {
            let a = start + sweep * k as f64 / steps as f64;
            points.push(((cx + r * a.cos()) as i32, (cy + r * a.sin()) as i32));
        }
        root.draw(&Polygon::new(points, color(i).filled()))?;
        let ly = 60 + i as i32 * 34;
        let lx = (SIZE.0 as f64 * 0.72) as i32;
        root.draw(&Rectangle::new(
            [(lx, ly - 9), (lx + 18, ly + 9)],
            color(i).filled(),
        ))?;
        root.draw_text(
            &format!("{name}  {:.1}%", v / total * 100.0),
            &TextStyle::from(("sans-serif", 20).into_font()),
            (lx + 26, ly - 10),
        )?;
        start += sweep;
    }
    Ok(())
}

fn scatter(chart: &Chart, root: &Area<'_>) -> DrawResult {
    let Some(s) = chart.series.first() else {
        return Ok(());
    };
    let points: Vec<(f64, f64)> = chart
        .categories
        .iter()
        .zip(&s.values)
        .filter_map(|(x, y)| Some((x.parse::<f64>().ok()?, (*y)?)))
        .collect();
    let (xlo, xhi) = points
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), p| {
            (a.min(p.0), b.max(p.0))
        });
    let (ylo, yhi) = points
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), p| {
            (a.min(p.1), b.max(p.1))
        });
    let mut c = ChartBuilder::on(root)
        .margin(20)
        .x_label_area_size(40)
        .y_label_area_size(70)
        .build_cartesian_2d(y_range(xlo, xhi), y_range(ylo, yhi))?;
    c.configure_mesh()
        .x_desc(&chart.x)
        .y_desc(chart.y.join(", "))
        .x_label_formatter(&tick)
        .y_label_formatter(&tick)
        .draw()?;
    c.draw_series(points.iter().map(|p| Circle::new(*p, 4, color(0).filled())))?;
    Ok(())
}
