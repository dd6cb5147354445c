extension Corpus {
    /// One writing system of the corpus: its words, how words are separated, how sentences end.
    enum Script: CaseIterable {
        case latin, chinese, japanese, korean, thai, arabic

        /// Picks a script with weights that keep Latin the largest share, as in most chat text.
        static func pick(using generator: inout SplitMix64) -> Script {
            switch Int.random(in: 0..<100, using: &generator) {
            case 0..<36: .latin
            case 36..<51: .chinese
            case 51..<62: .japanese
            case 62..<70: .korean
            case 70..<83: .thai
            default: .arabic
            }
        }

        /// Chinese, Japanese and Thai are written without spaces between words.
        var isSpaceless: Bool {
            switch self {
            case .chinese, .japanese, .thai: true
            case .latin, .korean, .arabic: false
            }
        }

        func wordSeparator(using generator: inout SplitMix64) -> String {
            switch self {
            case .latin:
                [" ", " ", " ", " ", " ", ", ", " – ", "; "].randomElement(using: &generator)!
            case .chinese:
                ["", "", "", "，", "、"].randomElement(using: &generator)!
            case .japanese:
                ["", "", "", "、"].randomElement(using: &generator)!
            case .korean:
                " "
            case .thai:
                ["", "", "", " "].randomElement(using: &generator)!
            case .arabic:
                [" ", " ", " ", "، "].randomElement(using: &generator)!
            }
        }

        var terminators: [String] {
            switch self {
            case .latin: [".", ".", "!", "?", "…", ".\u{201D}"]
            case .chinese: ["。", "！", "？"]
            case .japanese: ["。", "！", "」。"]
            case .korean: [".", "?", "!"]
            case .thai: ["", " ", "ฯ"]
            case .arabic: [".", "؟", "!"]
            }
        }

        var words: [String] {
            switch self {
            case .latin: Corpus.latinWords
            case .chinese: Corpus.chineseWords
            case .japanese: Corpus.japaneseWords
            case .korean: Corpus.koreanWords
            case .thai: Corpus.thaiWords
            case .arabic: Corpus.arabicWords
            }
        }
    }

    static let latinWords: [String] = [
        "the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "text", "view", "grows",
        "with", "its", "content", "until", "maximum", "then", "scrolls", "keyboard", "never",
        "covers", "caret", "table", "cell", "height", "anchor", "well-known", "e-mail", "don't",
        "it's", "(see", "note)", "\u{201C}quoted\u{201D}", "naïve", "café", "déjà", "vu", "Straße",
        "über", "Größe", "año", "niño", "façade", "coöperate", "São", "Paulo", "Zürich", "Kraków",
        "Ελληνικά", "кириллица", "текст", "растёт", "interoperability", "internationalization",
        "https://example.org/growing-text?q=1", "user@example.com", "A.B.C.", "self-sizing",
    ]

    static let chineseWords: [String] = [
        "我们", "今天", "天气", "很好", "文本", "输入框", "会", "随着", "内容", "自动", "增长",
        "键盘", "不会", "遮挡", "光标", "表格", "单元格", "高度", "滚动", "最大", "行数", "然后",
        "开始", "显示", "中文", "排版", "换行", "规则", "「引号」", "（括号）", "《书名》",
    ]

    static let japaneseWords: [String] = [
        "日本語", "の", "テキスト", "を", "入力", "します", "ひらがな", "カタカナ", "キーボード",
        "が", "カーソル", "を", "隠さない", "ように", "ちょっと", "待って", "ください", "行", "は",
        "自動的", "に", "伸びる", "スクロール", "「こんにちは」", "ー", "っ", "ゃ", "ゅ", "ょ",
        "ファイル", "ウィンドウ", "です", "ました",
    ]

    static let koreanWords: [String] = [
        "안녕하세요", "텍스트", "입력", "상자가", "내용에", "따라", "자라납니다", "키보드가",
        "커서를", "가리지", "않습니다", "표의", "셀", "높이", "스크롤", "한국어", "줄바꿈",
    ]

    static let thaiWords: [String] = [
        "ภาษาไทย", "ไม่มี", "ช่องว่าง", "ระหว่าง", "คำ", "การ", "ตัด", "บรรทัด", "ต้อง", "ใช้",
        "พจนานุกรม", "ข้อความ", "จะ", "ขยาย", "ตาม", "เนื้อหา", "แป้นพิมพ์", "เคอร์เซอร์",
        "สวัสดี", "ครับ", "ค่ะ", "ความสูง", "ตาราง", "เลื่อน",
    ]

    static let arabicWords: [String] = [
        "مرحبا", "بالعالم", "هذا", "نص", "عربي", "يكتب", "من", "اليمين", "إلى", "اليسار", "لوحة",
        "المفاتيح", "لا", "تغطي", "المؤشر", "الجدول", "ارتفاع", "الخلية", "يتمدد", "مع", "المحتوى",
        "١٢٣", "٢٠٢٦",
    ]
}
