/// Hangul syllables common in Korean: the 600 most frequent in the Korean word frequencies
/// of `wordfreq` (PyPI), which make up 97% of the syllables of Korean text. A correct decoding
/// of Korean text is mostly made of these; a wrong reading of other bytes as EUC-KR lands
/// on the 2,350 syllables of KS X 1001 about evenly, a quarter of them common.
enum CommonHangulSyllables {
  /// The Hangul Syllables block, U+AC00 to U+D7A3.
  private static let set = ScalarSet(syllables, in: 0xAC00..<0xD7A4)

  /// True when the scalar value is one of the common syllables.
  @inline(__always)
  static func contains(_ value: UInt32) -> Bool { set.contains(value) }

  /// The syllables, in code point order, as one string.
  static let syllables =
    "가각간갈감갑갔강갖같개객거건걸검겁것게겠겨격견결겼경계고곡곤골곳공과관광괜괴교구국군굴궁권귀규그극근글금급기긴길김까깨꺼께꼭꽃꾸꿈끌끝끼나난날남났낮내낸냈냐냥너널넘넣네넷녀년념녕노논놀놈농높놓누눈뉴느는늘능늦니닌님다단달담답당대더덕던데델도독돈돌동돼됐되된될됩두둘뒤드득든듣들듯등디따딸때떠떤떨떻또뛰뜻라락란람랐랑래랜램량러런럴럼럽렇레렌려력련렸령례로록론롭롯료루룹류률르른를름리릭린릴림립링마막만많말맛망맞맡매맥맨머먹먼멀멋메며면명몇모목몰몸못무문물뭐뭔뮤미민믿밀및바박밖반받발밝밤방배백버번벌범법베벤벽변별병보복본볼봉봐봤부북분불붙브블비빈빌빛빠빨뿐사산살삶삼상새색생서석선설성세센셔션셨소속손솔송쇼수숙순술숨쉬쉽슈스슨슬습승시식신실싫심십싱싶싸써쓰씀씨씩아악안않알암압았앙앞애액앨야약양얘어억언얻얼엄업없엇었에엔엘여역연열염였영예오온올옷와완왔왕왜외요욕용우운울움웃워원월웠웨위유육율으은을음응의이익인일읽임입있자작잔잖잘잠잡장재쟁저적전절점접정제젠져졌조족존좀종좋좌죄죠주죽준줄중줘즈즉즐즘증지직진질집짓징짜째쪽찍차착찬찮찰참창찾채책처척천철첫청체쳐쳤초총최추축출충취츠측층치친칠침칭카캐커컨컬컴케켜코콘콜쿠크큰클큼키킹타탁탄탈태택터턴털테텐텔템토통퇴투트특틀티팀팅파판팔패팬퍼페편평폐포폭폰표풀품풍프플피픽필하학한할함합항해했행향허헌험헤혀혁현혈협형호혹혼홈홍화확환활황회획효후훈휴흥희히힘"
}
