//! Word lists for generated names.

/// (id, 中文名, English name, relative weight of sales)
pub const REGIONS: &[(i32, &str, &str, f64)] = &[
    (1, "华东", "East China", 0.30),
    (2, "华北", "North China", 0.20),
    (3, "华南", "South China", 0.18),
    (4, "华中", "Central China", 0.11),
    (5, "西南", "Southwest China", 0.10),
    (6, "西北", "Northwest China", 0.05),
    (7, "东北", "Northeast China", 0.06),
];

/// Cities by region id.
pub const CITIES: &[(i32, &[&str])] = &[
    (1, &["上海", "杭州", "南京", "苏州", "宁波"]),
    (2, &["北京", "天津", "石家庄", "太原"]),
    (3, &["广州", "深圳", "厦门", "南宁"]),
    (4, &["武汉", "长沙", "郑州"]),
    (5, &["成都", "重庆", "昆明"]),
    (6, &["西安", "兰州", "乌鲁木齐"]),
    (7, &["沈阳", "哈尔滨", "大连"]),
];

pub const STORE_TYPES: &[&str] = &["旗舰店", "标准店", "社区店"];
pub const STORE_SUFFIXES: &[&str] = &[
    "中心",
    "万达",
    "新城",
    "东站",
    "西湖",
    "高新",
    "大学城",
    "滨江",
];

pub const SURNAMES: &[&str] = &[
    "王", "李", "张", "刘", "陈", "杨", "黄", "赵", "吴", "周", "徐", "孙", "马", "朱", "胡", "郭",
    "何", "林", "高", "罗",
];
pub const GIVEN: &[&str] = &[
    "伟", "芳", "娜", "敏", "静", "磊", "洋", "勇", "艳", "杰", "娟", "涛", "明", "超", "秀英",
    "霞", "平", "刚", "桂英", "晨", "宇", "欣", "浩然", "子涵", "梓萱", "一诺",
];

pub const MEMBER_LEVELS: &[(&str, f64)] = &[
    ("普通", 0.55),
    ("银卡", 0.25),
    ("金卡", 0.15),
    ("钻石", 0.05),
];

/// (id, 中文名, English name, [(brand, [product base names])], price range in yuan)
pub struct Category {
    pub id: i32,
    pub name: &'static str,
    pub name_en: &'static str,
    pub brands: &'static [&'static str],
    pub items: &'static [&'static str],
    pub price: (f64, f64),
}

pub const CATEGORIES: &[Category] = &[
    Category {
        id: 1,
        name: "手机数码",
        name_en: "Phones & Digital",
        brands: &["华为", "小米", "苹果", "OPPO", "vivo"],
        items: &["智能手机", "平板电脑", "无线耳机", "智能手表", "充电宝"],
        price: (99.0, 6999.0),
    },
    Category {
        id: 2,
        name: "家用电器",
        name_en: "Home Appliances",
        brands: &["美的", "格力", "海尔", "西门子"],
        items: &["空调", "冰箱", "洗衣机", "电饭煲", "空气净化器"],
        price: (199.0, 8999.0),
    },
    Category {
        id: 3,
        name: "服装鞋帽",
        name_en: "Apparel",
        brands: &["优衣库", "李宁", "安踏", "太平鸟"],
        items: &["T恤", "羽绒服", "运动鞋", "牛仔裤", "卫衣"],
        price: (59.0, 1299.0),
    },
    Category {
        id: 4,
        name: "食品饮料",
        name_en: "Food & Beverage",
        brands: &["伊利", "农夫山泉", "三只松鼠", "蒙牛"],
        items: &["纯牛奶", "矿泉水", "坚果礼盒", "酸奶", "咖啡"],
        price: (9.9, 299.0),
    },
    Category {
        id: 5,
        name: "美妆个护",
        name_en: "Beauty & Personal Care",
        brands: &["欧莱雅", "百雀羚", "兰蔻"],
        items: &["面霜", "洗发水", "口红", "防晒霜"],
        price: (39.0, 999.0),
    },
    Category {
        id: 6,
        name: "家居日用",
        name_en: "Home & Living",
        brands: &["宜家", "无印良品", "网易严选"],
        items: &["床品四件套", "收纳箱", "台灯", "保温杯"],
        price: (19.0, 899.0),
    },
    Category {
        id: 7,
        name: "图书文具",
        name_en: "Books & Stationery",
        brands: &["晨光", "得力", "中信出版"],
        items: &["笔记本", "中性笔", "畅销书", "书包"],
        price: (5.0, 199.0),
    },
    Category {
        id: 8,
        name: "运动户外",
        name_en: "Sports & Outdoors",
        brands: &["迪卡侬", "探路者", "李宁"],
        items: &["瑜伽垫", "帐篷", "跑步机", "羽毛球拍"],
        price: (49.0, 3999.0),
    },
];

pub const CHANNELS: &[(&str, f64)] = &[("online", 0.62), ("store", 0.38)];
pub const PAYMENTS: &[(&str, f64)] = &[
    ("wechat", 0.46),
    ("alipay", 0.38),
    ("card", 0.12),
    ("cash", 0.04),
];
pub const STATUSES: &[(&str, f64)] =
    &[("completed", 0.90), ("cancelled", 0.06), ("refunded", 0.04)];

pub const DISTRICTS: &[&str] = &[
    "东城区",
    "西城区",
    "海淀区",
    "朝阳区",
    "丰台区",
    "石景山区",
    "通州区",
    "昌平区",
];
pub const SCHOOL_TYPES: &[(&str, &str)] = &[
    ("小学", "小学"),
    ("初中", "中学"),
    ("高中", "高级中学"),
    ("九年一贯制", "学校"),
];
pub const SCHOOL_PREFIXES: &[&str] = &[
    "实验", "第一", "第二", "第三", "育才", "光明", "阳光", "新华", "启明", "博雅",
];
