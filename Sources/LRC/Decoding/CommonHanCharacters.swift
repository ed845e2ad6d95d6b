/// Han characters common in lyrics: about 670 of the most frequent simplified Chinese
/// characters, their traditional forms, and common Japanese kanji. A correct decoding of
/// Chinese or Japanese text is mostly made of these; a wrong one, of rare characters.
enum CommonHanCharacters {
  /// From CJK Unified Ideographs Extension A (U+3400) to the end of the main block (U+9FFF);
  /// a scorer keeps its own reference, so that a character's test does not check that the
  /// global was made.
  static let set = ScalarSet(characters, in: 0x3400..<0xA000)

  /// The characters, as one string.
  static let characters =
    "的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可她里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长知民样现分将外但身些与高意进把法此实回二理美点月明其种声全工己话儿者向情部正名定女问力机给等几很业最间新什打便位因重被走电四第门相次东政海口使教西再平真听世气信北少关并内加化由却代军产入先山五太水万市眼体别处总才场师书比住员九笑性通目华报立马命张活难神数件安表原车白应路期叫死常提感金何更反合放做系计或司利受光王果亲界及今京务制解各任至清物台象记边共风战干接它许八特觉望直服毛林题建南度统色字请交爱让认算论百吃义科怎元社术结六功指思非流每青管夫连远资队跟带花快条院变联言权往展该领传近留红治决周保达办运武半候七必城父强步完革深区即求品士转量空甚众技轻程告江语英基派满式李息写呢识极令黄德收脸钱党倒未持取设始版双历越史商千片容研像找友孩站广改议形委早房音火际则首单据导影失拿网香似斯专石若兵弟谁校读志飞观争究包组造落视济喜离虽坐集编宝谈府拉黑且随格尽剑讲布杀微怕母调局根曾准团段终乐切级克精哪官示冷域泪梦雨云雪夜星歌唱曲舞春秋冬夏草树叶河湖洋峰阳亮温柔寂寞孤念待忆永承诺幸福悲伤痛苦拥抱吻恋朋岁故希昨街窗灯昏晨午黎晚懂珍惜弃坚勇敢害紧翔翅膀堂狱灵魂背味颜蓝绿紫银彩虹烟宇宙园森沙漠田野村庄乡旅途脚彼跳胸呼吸暖冰寒炎热燃烧熄灭闪烁照暗镜床桌杯酒咖啡茶雾忽突慢渐静默悄淡久仿佛乎须够愿欢讨厌习惯忘需遇哭吗吧呀啊哦哈嘿喂嗯哎唉呵嘛啦哟呐咯這來國個說們爲時會過學對裏後麼沒於還發當無開見經頭從動兩長樣現將與進實點種聲話兒問機給幾業間電門東聽氣關並內卻軍產萬體別處總場師書員華報馬張難數車應計親務臺記邊風戰幹許覺題統請愛讓認論喫義術結連遠資隊帶條變聯權該領傳紅決達辦運強區轉衆輕語滿寫識極黃臉錢黨設雙歷廣議際則單據導網專誰讀飛觀爭組視濟離雖編寶談隨盡劍講殺調準團終樂級淚夢雲樹葉峯陽溫憶諾傷擁戀歲燈棄堅緊獄靈顏藍綠銀煙園莊鄉腳熱燒滅閃爍鏡牀霧漸靜彷彿須夠願歡討厭習慣嗎喲吶私君僕気涙歩続届変楽戦駅桜朝昼咲散帰聞探祈守触泣怒恐優弱古短低顔足髪肌瞳唇様読町県駄実験構"
}
