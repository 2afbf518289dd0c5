//! The retail domain.

use crate::names::*;
use crate::DemoSpec;
use chrono::{Datelike, Duration, NaiveDate};
use duckdb::types::Value as D;
use duckdb::{params, Connection};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

const DDL: &str = r#"
CREATE TABLE regions (
    region_id INTEGER PRIMARY KEY,
    region_name VARCHAR NOT NULL,
    region_name_en VARCHAR NOT NULL
);
CREATE TABLE stores (
    store_id INTEGER PRIMARY KEY,
    store_name VARCHAR NOT NULL,
    city VARCHAR NOT NULL,
    region_id INTEGER NOT NULL REFERENCES regions(region_id),
    store_type VARCHAR NOT NULL,
    opened_on DATE,
    area_sqm INTEGER
);
CREATE TABLE customers (
    customer_id INTEGER PRIMARY KEY,
    customer_name VARCHAR NOT NULL,
    gender VARCHAR,
    birth_year INTEGER,
    city VARCHAR NOT NULL,
    region_id INTEGER NOT NULL REFERENCES regions(region_id),
    member_level VARCHAR,
    signup_date DATE NOT NULL
);
CREATE TABLE product_categories (
    category_id INTEGER PRIMARY KEY,
    category_name VARCHAR NOT NULL,
    category_name_en VARCHAR NOT NULL
);
CREATE TABLE products (
    product_id INTEGER PRIMARY KEY,
    product_name VARCHAR NOT NULL,
    category_id INTEGER NOT NULL REFERENCES product_categories(category_id),
    brand VARCHAR NOT NULL,
    unit_price DECIMAL(10,2) NOT NULL,
    launch_date DATE,
    is_active BOOLEAN NOT NULL
);
CREATE TABLE orders (
    order_id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
    store_id INTEGER NOT NULL REFERENCES stores(store_id),
    order_date DATE NOT NULL,
    order_time TIMESTAMP NOT NULL,
    channel VARCHAR NOT NULL,
    payment_method VARCHAR,
    status VARCHAR NOT NULL,
    total_amount DECIMAL(12,2) NOT NULL
);
CREATE TABLE order_items (
    order_item_id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders(order_id),
    product_id INTEGER NOT NULL REFERENCES products(product_id),
    quantity INTEGER NOT NULL,
    unit_price DECIMAL(10,2) NOT NULL,
    discount_rate DECIMAL(4,2) NOT NULL,
    amount DECIMAL(12,2) NOT NULL
);

COMMENT ON TABLE regions IS '销售大区 / Sales regions';
COMMENT ON COLUMN regions.region_id IS '大区编号 / Region id';
COMMENT ON COLUMN regions.region_name IS '大区名称（中文），如华东 / Region name in Chinese';
COMMENT ON COLUMN regions.region_name_en IS '大区英文名 / Region name in English';

COMMENT ON TABLE stores IS '门店 / Retail stores';
COMMENT ON COLUMN stores.store_id IS '门店编号 / Store id';
COMMENT ON COLUMN stores.store_name IS '门店名称 / Store name';
COMMENT ON COLUMN stores.city IS '所在城市 / City';
COMMENT ON COLUMN stores.region_id IS '所属大区 / Region of the store';
COMMENT ON COLUMN stores.store_type IS '门店类型：旗舰店/标准店/社区店 / Store format';
COMMENT ON COLUMN stores.opened_on IS '开业日期 / Opening date';
COMMENT ON COLUMN stores.area_sqm IS '营业面积（平方米） / Floor area in square metres';

COMMENT ON TABLE customers IS '客户 / Customers';
COMMENT ON COLUMN customers.customer_id IS '客户编号 / Customer id';
COMMENT ON COLUMN customers.customer_name IS '客户姓名 / Customer name';
COMMENT ON COLUMN customers.gender IS '性别：男/女 / Gender';
COMMENT ON COLUMN customers.birth_year IS '出生年份 / Year of birth';
COMMENT ON COLUMN customers.city IS '所在城市 / City';
COMMENT ON COLUMN customers.region_id IS '所属大区 / Home region';
COMMENT ON COLUMN customers.member_level IS '会员等级：普通/银卡/金卡/钻石 / Membership tier';
COMMENT ON COLUMN customers.signup_date IS '注册日期 / Sign-up date';

COMMENT ON TABLE product_categories IS '商品品类 / Product categories';
COMMENT ON COLUMN product_categories.category_id IS '品类编号 / Category id';
COMMENT ON COLUMN product_categories.category_name IS '品类名称 / Category name';
COMMENT ON COLUMN product_categories.category_name_en IS '品类英文名 / Category name in English';

COMMENT ON TABLE products IS '商品 / Products';
COMMENT ON COLUMN products.product_id IS '商品编号 / Product id';
COMMENT ON COLUMN products.product_name IS '商品名称 / Product name';
COMMENT ON COLUMN products.category_id IS '所属品类 / Category';
COMMENT ON COLUMN products.brand IS '品牌 / Brand';
COMMENT ON COLUMN products.unit_price IS '标价（元） / List price in yuan';
COMMENT ON COLUMN products.launch_date IS '上市日期 / Launch date';
COMMENT ON COLUMN products.is_active IS '是否在售 / Currently on sale';

COMMENT ON TABLE orders IS '订单 / Customer orders, one row per order';
COMMENT ON COLUMN orders.order_id IS '订单编号 / Order id';
COMMENT ON COLUMN orders.customer_id IS '下单客户 / Ordering customer';
COMMENT ON COLUMN orders.store_id IS '成交门店 / Store that fulfilled the order';
COMMENT ON COLUMN orders.order_date IS '下单日期 / Order date';
COMMENT ON COLUMN orders.order_time IS '下单时间 / Order timestamp';
COMMENT ON COLUMN orders.channel IS '渠道：online 线上 / store 门店 / Sales channel';
COMMENT ON COLUMN orders.payment_method IS '支付方式：wechat 微信 / alipay 支付宝 / card 银行卡 / cash 现金 / Payment method';
COMMENT ON COLUMN orders.status IS '订单状态：completed 已完成 / cancelled 已取消 / refunded 已退款 / Order status';
COMMENT ON COLUMN orders.total_amount IS '订单金额（元，折后） / Order amount in yuan after discounts';

COMMENT ON TABLE order_items IS '订单明细 / Order lines, one row per product in an order';
COMMENT ON COLUMN order_items.order_item_id IS '明细编号 / Order line id';
COMMENT ON COLUMN order_items.order_id IS '所属订单 / Order';
COMMENT ON COLUMN order_items.product_id IS '商品 / Product';
COMMENT ON COLUMN order_items.quantity IS '数量（件） / Quantity';
COMMENT ON COLUMN order_items.unit_price IS '成交单价（元） / Unit price in yuan';
COMMENT ON COLUMN order_items.discount_rate IS '折扣率（0-1） / Discount rate';
COMMENT ON COLUMN order_items.amount IS '明细金额（元，折后） / Line amount in yuan after discount';
"#;

/// Picks an index by weight.
pub(crate) fn weighted(rng: &mut ChaCha8Rng, weights: &[f64]) -> usize {
    let total: f64 = weights.iter().sum();
    let mut x = rng.random::<f64>() * total;
    for (i, w) in weights.iter().enumerate() {
        if x < *w {
            return i;
        }
        x -= w;
    }
    weights.len() - 1
}

pub(crate) fn pick<'a, T>(rng: &mut ChaCha8Rng, items: &'a [T]) -> &'a T {
    &items[rng.random_range(0..items.len())]
}

fn days(d: NaiveDate) -> D {
    D::Date32((d - NaiveDate::from_ymd_opt(1970, 1, 1).unwrap_or_default()).num_days() as i32)
}

/// Yuan amounts are generated in whole cents and stored as exact decimals.
fn cents(c: i64) -> D {
    D::Text(format!("{}.{:02}", c / 100, c % 100))
}

pub(crate) fn build(
    conn: &Connection,
    rng: &mut ChaCha8Rng,
    spec: &DemoSpec,
    progress: &mut dyn FnMut(&str),
) -> duckdb::Result<()> {
    conn.execute_batch(DDL)?;
    let start = first_of_month(spec.anchor.year() - 3, spec.anchor.month());
    let span_days = (spec.anchor - start).num_days().max(1);

    {
        let mut app = conn.appender("regions")?;
        for (id, name, en, _) in REGIONS {
            app.append_row(params![id, name, en])?;
        }
        app.flush()?;
    }
    {
        let mut app = conn.appender("product_categories")?;
        for c in CATEGORIES {
            app.append_row(params![c.id, c.name, c.name_en])?;
        }
        app.flush()?;
    }

    // Stores: more in big regions.
    let mut stores: Vec<(i32, i32)> = Vec::new(); // (store_id, region_id)
    {
        let mut app = conn.appender("stores")?;
        let mut id = 1;
        for (region, cities) in CITIES {
            for city in cities.iter() {
                let n = 1 + usize::from(*region <= 3) + usize::from(rng.random::<f64>() < 0.3);
                for k in 0..n {
                    let name = format!(
                        "{city}{}店",
                        STORE_SUFFIXES[(id as usize + k) % STORE_SUFFIXES.len()]
                    );
                    let opened = start - Duration::days(rng.random_range(30..3000));
                    let area: Option<i32> =
                        (rng.random::<f64>() > 0.05).then(|| rng.random_range(80..2000));
                    app.append_row(params![
                        id,
                        name,
                        city,
                        region,
                        pick(rng, STORE_TYPES),
                        days(opened),
                        area
                    ])?;
                    stores.push((id, *region));
                    id += 1;
                }
            }
        }
        app.flush()?;
    }

    // Customers: 20k, region by sales weight.
    let region_weights: Vec<f64> = REGIONS.iter().map(|r| r.3).collect();
    let customer_count = (spec.orders / 5).max(50);
    let mut customer_region = Vec::with_capacity(customer_count);
    {
        let mut app = conn.appender("customers")?;
        let level_weights: Vec<f64> = MEMBER_LEVELS.iter().map(|l| l.1).collect();
        for id in 1..=customer_count as i32 {
            let r = weighted(rng, &region_weights);
            let (region, _, _, _) = REGIONS[r];
            let cities = CITIES
                .iter()
                .find(|c| c.0 == region)
                .map_or(&[][..], |c| c.1);
            let name = format!("{}{}", pick(rng, SURNAMES), pick(rng, GIVEN));
            let gender: Option<&str> = match rng.random::<f64>() {
                x if x < 0.02 => None,
                x if x < 0.51 => Some("男"),
                _ => Some("女"),
            };
            let birth: Option<i32> =
                (rng.random::<f64>() > 0.08).then(|| rng.random_range(1955..2006));
            let level: Option<&str> = (rng.random::<f64>() > 0.03)
                .then(|| MEMBER_LEVELS[weighted(rng, &level_weights)].0);
            let signup =
                start - Duration::days(365) + Duration::days(rng.random_range(0..span_days + 300));
            app.append_row(params![
                id,
                name,
                gender,
                birth,
                pick(rng, cities),
                region,
                level,
                days(signup.min(spec.anchor))
            ])?;
            customer_region.push(region);
        }
        app.flush()?;
    }

    // Products: each category's brands × items, with popularity skew.
    let mut products: Vec<(i32, i64)> = Vec::new(); // (id, price cents)
    {
        let mut app = conn.appender("products")?;
        let mut id = 1;
        for c in CATEGORIES {
            for item in c.items {
                for brand in c.brands {
                    if rng.random::<f64>() < 0.25 {
                        continue;
                    }
                    let (lo, hi) = c.price;
                    let price = lo * (hi / lo).powf(rng.random::<f64>());
                    let price_cents = ((price * 100.0).round() as i64 / 10 * 10).max(100) - 1;
                    let launch = start - Duration::days(rng.random_range(0..1500));
                    let active = rng.random::<f64>() > 0.08;
                    app.append_row(params![
                        id,
                        format!("{brand}{item}"),
                        c.id,
                        brand,
                        cents(price_cents),
                        days(launch),
                        active
                    ])?;
                    products.push((id, price_cents));
                    id += 1;
                }
            }
        }
        app.flush()?;
    }
    // Zipf-like popularity: a few products sell a lot.
    let popularity: Vec<f64> = (0..products.len())
        .map(|i| 1.0 / ((((i * 7919) % products.len()) + 1) as f64).powf(0.9))
        .collect();
    // Customers' activity is skewed too.
    let activity: Vec<f64> = (0..customer_count)
        .map(|_| rng.random::<f64>().powi(3) + 0.05)
        .collect();
    let cumulative_activity = cumulative(&activity);
    let cumulative_popularity = cumulative(&popularity);

    progress("retail: orders and order items");
    let channel_w: Vec<f64> = CHANNELS.iter().map(|c| c.1).collect();
    let payment_w: Vec<f64> = PAYMENTS.iter().map(|c| c.1).collect();
    let status_w: Vec<f64> = STATUSES.iter().map(|c| c.1).collect();
    // Day weights: growth over time, weekends, 618 and 双十一 peaks, Spring lull.
    let day_weights: Vec<f64> = (0..=span_days)
        .map(|d| {
            let date = start + Duration::days(d);
            let growth = 1.0 + 0.25 * d as f64 / 365.0;
            let weekend = if date.weekday().number_from_monday() >= 6 {
                1.3
            } else {
                1.0
            };
            let season = match (date.month(), date.day()) {
                (11, 1..=11) => 2.2,
                (6, 1..=18) => 1.6,
                (12, _) => 1.3,
                (2, _) => 0.75,
                _ => 1.0,
            };
            growth * weekend * season
        })
        .collect();
    let cumulative_days = cumulative(&day_weights);
    let mut orders = conn.appender("orders")?;
    // Lines are appended after their orders so foreign keys always resolve.
    let mut lines_buffer: Vec<(i32, i32, i32, i64, i64, i64, i64)> = Vec::new();
    let mut item_id = 1;
    for order_id in 1..=spec.orders as i32 {
        let customer = sample_cumulative(rng, &cumulative_activity);
        let region = customer_region[customer];
        // Most orders go to a store in the customer's region.
        let local: Vec<i32> = stores
            .iter()
            .filter(|s| s.1 == region)
            .map(|s| s.0)
            .collect();
        let store = if rng.random::<f64>() < 0.85 && !local.is_empty() {
            *pick(rng, &local)
        } else {
            pick(rng, &stores).0
        };
        let day = sample_cumulative(rng, &cumulative_days) as i64;
        let date = start + Duration::days(day);
        let time = date
            .and_hms_opt(
                rng.random_range(8..23),
                rng.random_range(0..60),
                rng.random_range(0..60),
            )
            .unwrap_or_default();
        let channel = CHANNELS[weighted(rng, &channel_w)].0;
        let payment: Option<&str> =
            (rng.random::<f64>() > 0.01).then(|| PAYMENTS[weighted(rng, &payment_w)].0);
        let status = STATUSES[weighted(rng, &status_w)].0;
        let lines = 1 + weighted(rng, &[0.45, 0.30, 0.15, 0.07, 0.03]);
        let mut total = 0i64;
        for _ in 0..lines {
            let p = sample_cumulative(rng, &cumulative_popularity);
            let (product_id, price) = products[p];
            let qty = 1 + weighted(rng, &[0.7, 0.18, 0.07, 0.05]) as i64;
            let discount = *pick(rng, &[0i64, 0, 0, 5, 10, 15, 20]);
            let amount = price * qty * (100 - discount) / 100;
            total += amount;
            lines_buffer.push((item_id, order_id, product_id, qty, price, discount, amount));
            item_id += 1;
        }
        orders.append_row(params![
            order_id,
            customer as i32 + 1,
            store,
            days(date),
            D::Timestamp(
                duckdb::types::TimeUnit::Microsecond,
                time.and_utc().timestamp_micros()
            ),
            channel,
            payment,
            status,
            cents(total)
        ])?;
    }
    orders.flush()?;
    drop(orders);
    let mut items = conn.appender("order_items")?;
    for (id, order_id, product_id, qty, price, discount, amount) in lines_buffer {
        items.append_row(params![
            id,
            order_id,
            product_id,
            qty,
            cents(price),
            format!("0.{discount:02}"),
            cents(amount)
        ])?;
    }
    items.flush()?;
    Ok(())
}

fn first_of_month(year: i32, month: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(year, month, 1).unwrap_or_default()
}

fn cumulative(weights: &[f64]) -> Vec<f64> {
    let mut acc = 0.0;
    weights
        .iter()
        .map(|w| {
            acc += w;
            acc
        })
        .collect()
}

fn sample_cumulative(rng: &mut ChaCha8Rng, cumulative: &[f64]) -> usize {
    let total = cumulative.last().copied().unwrap_or(0.0);
    let x = rng.random::<f64>() * total;
    cumulative
        .partition_point(|c| *c <= x)
        .min(cumulative.len().saturating_sub(1))
}
