import type { ContentLang, FaqPage } from "./types";

export const faqContent: Record<ContentLang, FaqPage> = {
  ar: {
    title: "الأسئلة الشائعة",
    description:
      "إجابات عن أكثر الأسئلة شيوعًا في مزاد: مبلغ التأمين وإعادة استخدامه، والمزايدة التلقائية والتمديد، والعمولة والضرائب، ووسائل الدفع، والفوز والسداد، والإلغاء والسحب.",
    intro:
      "جمعنا هنا إجابات عن أكثر ما يسأل عنه المزايدون والملاك. وإن لم تجد إجابة سؤالك، فتواصل معنا عبر support@mazad.sa أو الرقم الموحد 920000000، أو من خلال المحادثة مع فريق الدعم داخل المنصة.",
    groups: [
      {
        id: "account",
        heading: "الحساب والتسجيل",
        items: [
          {
            question: "من يحق له المشاركة في المزادات؟",
            answer:
              "كل من بلغ 18 سنة وكان كامل الأهلية، ولديه حساب في مزاد برقم جوال موثّق، ووافق على الشروط والأحكام وعلى الشروط الخاصة بالمزاد الذي يرغب في المشاركة فيه.",
          },
          {
            question: "كيف أنشئ حسابًا وأوثّقه؟",
            answer:
              "اختر «إنشاء حساب» وأدخل اسمك وبريدك الإلكتروني ورقم جوالك وكلمة مرور من 6 أحرف على الأقل، ثم أدخل رمز التحقق الذي يصلك برسالة نصية لتوثيق رقم جوالك. بعدها يمكنك التسجيل في المزادات.",
          },
          {
            question: "هل يمكنني استخدام المنصة باللغة الإنجليزية؟",
            answer:
              "نعم، المنصة متاحة بالكامل بالعربية والإنجليزية، ويمكنك التبديل بينهما من أعلى الصفحة في أي وقت، وتتذكر المنصة اختيارك لمدة 365 يومًا.",
          },
        ],
      },
      {
        id: "deposits",
        heading: "مبلغ التأمين",
        items: [
          {
            question: "ما مبلغ التأمين، وكم قيمته؟",
            answer:
              "مبلغ التأمين (العربون) هو المبلغ الذي يجب أن يغطيه رصيدك المتاح في المحفظة لتتمكن من المزايدة في مزاد ما. يُحدَّد لكل مزاد ويظهر في صفحته، ويساوي عادةً 5٪ من السعر الافتتاحي؛ فإذا كان السعر الافتتاحي 800,000 ر.س كان مبلغ التأمين 40,000 ر.س.",
          },
          {
            question: "متى يُحجز مبلغ التأمين من محفظتي؟",
            answer:
              "لا يُحجز شيء عند التسجيل في المزاد. يُحجز مبلغ التأمين فقط عندما تصبح صاحب أعلى مزايدة، ويبقى محجوزًا ما دمت الأعلى، أو إلى أن تسدد الثمن إن فزت. وبمجرد أن يتجاوزك مزايد آخر يُفك الحجز فورًا.",
          },
          {
            question: "هل يمكنني استخدام مبلغ التأمين نفسه في أكثر من مزاد؟",
            answer:
              "نعم. مبلغ التأمين المخصص لعقار يمكن استخدامه لعقار آخر ما دمت لست صاحب أعلى مزايدة في الأول. مثلًا: رصيدك 50,000 ر.س وتتصدر مزادًا تأمينه 40,000 ر.س، فيبقى لك 10,000 ر.س متاحة. فإذا تجاوزك أحد في ذلك المزاد عاد رصيدك المتاح إلى 50,000 ر.س، وأمكنك المزايدة في مزاد آخر تأمينه 30,000 ر.س. أما إذا تصدرت مزادين في الوقت نفسه فيُحجز تأمين كل منهما.",
          },
          {
            question: "هل أسترد مبلغ التأمين؟",
            answer:
              "مبلغ التأمين لا يُخصم منك أصلًا إلا في حالتين: إذا فزت فيُحتسب من ثمن العقار، أو إذا فزت ثم تخلفت عن السداد في المهلة فيُصادَر. وفي غير ذلك يبقى المال في محفظتك، ويمكنك سحب الرصيد غير المحجوز إلى حسابك البنكي الموثّق في أي وقت.",
          },
        ],
      },
      {
        id: "bidding",
        heading: "المزايدة",
        items: [
          {
            question: "ما أقل مزايدة مقبولة؟",
            answer:
              "أول مزايدة في المزاد يجب ألا تقل عن السعر الافتتاحي، وكل مزايدة بعدها يجب ألا تقل عن أعلى مزايدة قائمة مضافًا إليها الحد الأدنى للزيادة المحدد للمزاد. وتظهر أقل مزايدة مقبولة في صفحة المزاد دائمًا وتتحدث فورًا.",
          },
          {
            question: "هل يمكنني سحب مزايدتي بعد تقديمها؟",
            answer:
              "لا. المزايدة المقبولة ملزمة ولا يمكن سحبها، ولذلك تعرض المنصة قبل التأكيد ما ستدفعه إجمالًا إن فزت، وتطلب تأكيدًا إضافيًا إذا زادت مزايدتك على الحد الأدنى بأكثر من 20٪.",
          },
          {
            question: "ما المزايدة التلقائية، وكيف تعمل؟",
            answer:
              "تحدد حدًّا أعلى سريًا، فتزايد المنصة عنك بأقل قيمة تكفي لإبقائك في الصدارة حتى بلوغه. مثلًا: أعلى مزايدة 500,000 ر.س وقيمة الزيادة 10,000 ر.س وحدك الأعلى 600,000 ر.س، فتزايد المنصة عنك 510,000 ر.س، وإن زايد غيرك ردّت عنه تلقائيًا ما دام حدك يسمح. وإذا تساوى حدّان تقدّم الأسبق تحديدًا، ويمكنك تعديل حدك قبل انتهاء المزاد على ألا يقل عن مزايدتك القائمة.",
          },
          {
            question: "لماذا مُدد وقت المزاد؟",
            answer:
              "لأن مزايدة قُبلت في آخر 5 دقائق. فكل مزايدة في هذه الدقائق تجعل نهاية المزاد بعد 5 دقائق من وقتها، ليتاح للجميع الرد عليها، على ألا يتجاوز مجموع التمديد ساعتين بعد الموعد الأصلي. ويظهر الموعد الجديد لجميع المتابعين فورًا.",
          },
          {
            question: "قدّمت مزايدتي في اللحظة الأخيرة فرُفضت، لماذا؟",
            answer:
              "المرجع في التوقيت هو ساعة خادم المنصة لا ساعة جهازك، وأي مزايدة تصل إلى الخادم عند لحظة الانتهاء أو بعدها تُرفض. لذلك ننصحك بعدم انتظار الثواني الأخيرة، أو باستخدام المزايدة التلقائية.",
          },
          {
            question: "لماذا رُفضت مزايدتي؟",
            answer:
              "من الأسباب الشائعة: أن المبلغ أقل من الحد الأدنى المطلوب أو مساوٍ لأعلى مزايدة، أو أنك صاحب أعلى مزايدة بالفعل، أو أن رصيدك المتاح لا يغطي مبلغ التأمين، أو أنك لم توثّق رقم جوالك أو لم تسجّل في المزاد أو لم توافق على شروطه، أو أن المزاد انتهى. وتوضح لك رسالة الرفض السبب بدقة.",
          },
          {
            question: "هل يرى المزايدون الآخرون اسمي؟",
            answer:
              "لا. يظهر كل مزايد في سجل المزايدات باسم مستعار مثل «المزايد 7»، وترى مزايداتك أنت بعبارة «أنت». ولا تُشارك بياناتك مع المالك والوكيل البائع إلا إذا فزت، وبالقدر اللازم لإتمام البيع.",
          },
        ],
      },
      {
        id: "costs",
        heading: "العمولة والضرائب",
        items: [
          {
            question: "كم العمولة (السعي)، وهل عليها ضريبة قيمة مضافة؟",
            answer:
              "العمولة 2.5٪ من سعر الترسية ما لم تحدد صفحة المزاد نسبة أخرى، وتُضاف إليها ضريبة القيمة المضافة بنسبة 15٪ من قيمة العمولة. فإذا رسا المزاد بمبلغ 1,000,000 ر.س كانت العمولة 25,000 ر.س والضريبة عليها 3,750 ر.س، والإجمالي 1,028,750 ر.س. وتوضح حاسبة السعر في صفحة كل مزاد هذه الأرقام قبل أن تزايد.",
          },
          {
            question: "هل ضريبة التصرفات العقارية مشمولة في الإجمالي؟",
            answer:
              "لا. ضريبة التصرفات العقارية البالغة 5٪ من قيمة العقار لا تدخل في الإجمالي المعروض، ويتحملها المشتري، وتُسدَّد لهيئة الزكاة والضريبة والجمارك قبل إفراغ الصك، مع مراعاة ما تقرره الأنظمة من إعفاءات. ففي المثال السابق تبلغ 50,000 ر.س تُسدَّد مستقلةً.",
          },
          {
            question: "هل توجد رسوم للتسجيل في المزاد أو للمزايدة؟",
            answer:
              "لا، التسجيل والمزايدة دون رسوم. ولا يستحق على الفائز إلا العمولة المعلنة في صفحة المزاد وضريبة القيمة المضافة عليها، إضافةً إلى ثمن العقار وضريبة التصرفات العقارية.",
          },
        ],
      },
      {
        id: "payments",
        heading: "الدفع والمحفظة",
        items: [
          {
            question: "ما وسائل الدفع المتاحة؟",
            answer:
              "التحويل البنكي، والحوالة البنكية، وبطاقة مدى، والبطاقة الائتمانية، وأبل باي، والدفع من رصيد المحفظة. وجميع المبالغ بالريال السعودي.",
          },
          {
            question: "متى يُضاف التحويل البنكي إلى محفظتي؟",
            answer:
              "بعد أن تحوّل المبلغ إلى حساب المنصة المعروض مع رقمك المرجعي، أدخل اسم البنك والمبلغ ورقم الآيبان واسم صاحب الحساب وارفع إيصال التحويل. تتحقق اللجنة المنظمة من وصول المبلغ ثم تضيفه إلى محفظتك، ويصلك إشعار بذلك. أما الدفع بمدى والبطاقة الائتمانية وأبل باي فيُضاف فور نجاح العملية.",
          },
          {
            question: "هل بيانات بطاقتي آمنة؟",
            answer:
              "نعم. تُدخل بيانات البطاقة في صفحة بوابة الدفع المرخّصة مباشرةً مع التحقق الآمن من بنكك، ولا يصل رقم البطاقة ولا رمز التحقق (CVV) إلى خوادمنا ولا يُحفظ لدينا.",
          },
          {
            question: "كيف أسحب رصيدي؟",
            answer:
              "من المحفظة في حسابك، اطلب سحب أي مبلغ من رصيدك المتاح (غير المحجوز) إلى حساب بنكي موثّق باسمك. تراجع اللجنة المنظمة الطلب في أيام العمل ثم تحوّل المبلغ، ويتوقف وقت وصوله على إجراءات البنوك. ولا تُحوَّل المبالغ إلى حساب شخص آخر.",
          },
        ],
      },
      {
        id: "winning",
        heading: "الفوز والسداد ونقل الملكية",
        items: [
          {
            question: "ماذا يحدث إذا فزت بالمزاد؟",
            answer:
              "يصلك إشعار بالفوز فور انتهاء المزاد، وتسدد باقي سعر الترسية مع العمولة وضريبتها خلال 5 أيام عمل ما لم تحدد شروط المزاد مهلة أخرى، ويُحتسب مبلغ التأمين من الثمن. فإذا كان سعر الترسية 1,000,000 ر.س ومبلغ التأمين 45,000 ر.س، فالمتبقي عليك 983,750 ر.س شاملًا العمولة وضريبتها.",
          },
          {
            question: "ماذا لو لم أسدد خلال المهلة؟",
            answer:
              "يُصادَر مبلغ التأمين ويسقط حقك في العقار، ويجوز للجنة المنظمة عرضه على صاحب المزايدة التالية أو إعادة طرحه في مزاد جديد، وقد تُقيَّد مشاركتك في المزادات اللاحقة. لذلك تأكد من جاهزية التمويل قبل أن تزايد.",
          },
          {
            question: "متى تنتقل ملكية العقار إليّ؟",
            answer:
              "بعد اكتمال السداد وسداد ضريبة التصرفات العقارية لدى هيئة الزكاة والضريبة والجمارك، يتابع الوكيل البائع معك ومع المالك إفراغ الصك باسمك لدى الجهة المختصة بتوثيق التصرفات العقارية.",
          },
        ],
      },
      {
        id: "cancellations",
        heading: "الإلغاء",
        items: [
          {
            question: "ماذا يحدث إذا ألغت اللجنة المنظمة المزاد؟",
            answer:
              "تُلغى جميع المزايدات ويُفك حجز كل المبالغ المحجوزة فورًا، ويصل إشعار إلى كل المسجلين، ويظهر طلبك بحالة «ألغته اللجنة المنظِّمة» مع سبب الإلغاء. وإذا أُعيد طرح العقار لاحقًا، يمكنك التسجيل في المزاد الجديد من طلبك السابق.",
          },
          {
            question: "هل يمكنني إلغاء تسجيلي في مزاد؟",
            answer:
              "نعم، قبل بداية المزاد، من صفحة طلباتك. ولأن التسجيل وحده لا يحجز أي مبلغ، فلا يترتب على الإلغاء شيء. أما بعد بداية المزاد فلا يُلغى التسجيل، لكن لا يُحجز عليك شيء ما لم تكن صاحب أعلى مزايدة.",
          },
        ],
      },
      {
        id: "agents-and-owners",
        heading: "الوكالات والملاك",
        items: [
          {
            question: "هل يمكنني المزايدة نيابةً عن شخص آخر أو عن شركة؟",
            answer:
              "نعم، بموجب وكالة سارية صادرة من الجهات المختصة، كالوكالة الإلكترونية عبر منصة «ناجز»، أو تفويض معتمد من الشركة، يخوّلك المشاركة في المزادات أو شراء العقار. قدّم طلب الوكالة من المنصة مع بيانات الموكِّل وصورة الوكالة، وبعد قبوله تُسجَّل كل مزايدة تقدمها باسمك واسم موكّلك معًا.",
          },
          {
            question: "أنا مالك غير سعودي، هل يمكنني بيع عقاري عبر مزاد؟",
            answer:
              "نعم. قدّم طلب مالك أجنبي من صفحة النماذج متضمنًا الاسم أو اسم الشركة، والجنسية، ورقم الجواز أو الهوية، والدولة، ورقم الأصل، ورقم الجوال، مع المستندات المطلوبة وصورة التفويض. تراجع اللجنة المنظمة الطلب وتُشعرك بكل مرحلة حتى قبوله أو رفضه مع بيان السبب، ويجوز أن ينوب عنك وكيل بوكالة سارية.",
          },
          {
            question: "هل يمكن لغير السعودي المزايدة وشراء العقار؟",
            answer:
              "يخضع تملك غير السعوديين للعقار في المملكة للأنظمة المنظمة لذلك، وعلى المزايد غير السعودي التحقق من أهليته لتملك العقار المعروض قبل المزايدة. وقبول المنصة لمزايدته لا يُعد إقرارًا بهذه الأهلية.",
          },
          {
            question: "كيف أعرض عقاري للبيع بالمزاد؟",
            answer:
              "قدّم طلب عرض العقار عبر المنصة مع صوره ووثائقه. تراجع اللجنة المنظمة الطلب وتتواصل معك لاستكمال المتطلبات وتحديد الوكيل البائع المرخّص والسعر الافتتاحي، ثم يُعلن المزاد قبل بدايته بـ 5 أيام على الأقل، وتتابع حالة طلبك ومزادك من حسابك.",
          },
        ],
      },
    ],
  },
  en: {
    title: "Frequently Asked Questions",
    description:
      "Answers to the most common questions about Mazad: deposits and reusing them, automatic bidding and extensions, commission and taxes, payment methods, winning and paying, cancellations and withdrawals.",
    intro:
      "Here are answers to the questions bidders and owners ask us most. If you don't find yours, contact us at support@mazad.sa or on our unified number 920000000, or through the support chat in the app.",
    groups: [
      {
        id: "account",
        heading: "Your account",
        items: [
          {
            question: "Who can take part in auctions?",
            answer:
              "Anyone aged 18 or over with full legal capacity who has a Mazad account with a verified mobile number, and who has accepted the terms and conditions and the special rules of the auction they want to join.",
          },
          {
            question: "How do I create and verify an account?",
            answer:
              "Choose “Register” and enter your name, e-mail address, mobile number and a password of at least 6 characters, then enter the code we send you by SMS to verify your mobile number. You can then register for auctions.",
          },
          {
            question: "Can I use Mazad in English?",
            answer:
              "Yes. Mazad is fully available in Arabic and English, and you can switch between them from the top of any page at any time. Your choice is remembered for 365 days.",
          },
        ],
      },
      {
        id: "deposits",
        heading: "Deposits",
        items: [
          {
            question: "What is the deposit, and how much is it?",
            answer:
              "The deposit is the amount your available wallet balance must cover before you can bid in an auction. It is set for each auction and shown on its page, and is usually 5% of the opening price: for an opening price of SAR 800,000, the deposit is SAR 40,000.",
          },
          {
            question: "When is the deposit locked in my wallet?",
            answer:
              "Nothing is locked when you register. The deposit is locked only when you become the highest bidder, and stays locked while you remain the highest — or, if you win, until you pay. The moment someone outbids you, the lock is released.",
          },
          {
            question: "Can I use the same deposit in more than one auction?",
            answer:
              "Yes. A deposit for one property can be reused for another as long as you are not the highest bidder on the first. For example: your balance is SAR 50,000 and you lead an auction with a SAR 40,000 deposit, leaving SAR 10,000 available. If someone outbids you there, your available balance goes back to SAR 50,000 and you can bid in another auction with a SAR 30,000 deposit. If you lead two auctions at once, each one's deposit is locked.",
          },
          {
            question: "Do I get my deposit back?",
            answer:
              "Your deposit is only ever taken in two cases: if you win, it counts towards the price; if you win and then fail to pay in time, it is forfeited. Otherwise the money stays in your wallet, and you can withdraw any unlocked balance to your verified bank account at any time.",
          },
        ],
      },
      {
        id: "bidding",
        heading: "Bidding",
        items: [
          {
            question: "What is the minimum bid?",
            answer:
              "The first bid in an auction must be at least the opening price. Every bid after that must be at least the current highest bid plus the auction's bid increment. The minimum acceptable bid is always shown on the auction page and updates instantly.",
          },
          {
            question: "Can I withdraw a bid after placing it?",
            answer:
              "No. An accepted bid is binding and cannot be withdrawn. That is why, before you confirm, Mazad shows the total you will pay if you win, and asks you to confirm again if your bid is more than 20% above the minimum.",
          },
          {
            question: "What is automatic bidding, and how does it work?",
            answer:
              "You set a secret maximum and Mazad bids for you the least amount needed to keep you in the lead, up to that maximum. For example: the highest bid is SAR 500,000, the increment is SAR 10,000 and your maximum is SAR 600,000, so Mazad bids SAR 510,000 for you — and answers rival bids automatically for as long as your maximum allows. If two maximums are equal, the one set first wins. You can change your maximum before the auction ends, but not below your own standing bid.",
          },
          {
            question: "Why was the auction extended?",
            answer:
              "Because a bid was accepted in the last 5 minutes. Every bid in those minutes moves the end to 5 minutes after it, so everyone has a chance to respond, with no more than 2 hours of extensions in total beyond the original end. The new end is shown to everyone watching at once.",
          },
          {
            question: "I bid at the very last moment and my bid was refused. Why?",
            answer:
              "Timing is decided by the platform server's clock, not your device's clock, and any bid that reaches the server at or after the moment the auction ends is refused. We recommend not waiting for the final seconds, or using automatic bidding.",
          },
          {
            question: "Why was my bid rejected?",
            answer:
              "Common reasons: the amount is below the minimum required or equal to the highest bid; you are already the highest bidder; your available balance does not cover the deposit; you have not verified your mobile number, registered for the auction or accepted its rules; or the auction has ended. The rejection message tells you the exact reason.",
          },
          {
            question: "Can other bidders see my name?",
            answer:
              "No. Every bidder appears in the bid history under an alias such as “Bidder 7”, and your own bids are shown as “You”. Your details are shared with the owner and the selling agent only if you win, and only as far as needed to complete the sale.",
          },
        ],
      },
      {
        id: "costs",
        heading: "Commission and taxes",
        items: [
          {
            question: "How much is the commission, and is VAT charged on it?",
            answer:
              "The commission is 2.5% of the hammer price unless the auction page states another rate, plus VAT at 15% of the commission. For a hammer price of SAR 1,000,000, the commission is SAR 25,000 and the VAT on it SAR 3,750, for a total of SAR 1,028,750. The price calculator on every auction page shows these figures before you bid.",
          },
          {
            question: "Is the real estate transaction tax included in the total?",
            answer:
              "No. The real estate transaction tax of 5% of the property's value is not part of the total shown. It is borne by the buyer and paid to the Zakat, Tax and Customs Authority (ZATCA) before the title deed is transferred, subject to any exemptions the law provides. In the example above it comes to SAR 50,000, paid separately.",
          },
          {
            question: "Are there fees for registering or bidding?",
            answer:
              "No, registering and bidding are free. The winner pays only the price of the property, the commission stated on the auction page and the VAT on it, plus the real estate transaction tax.",
          },
        ],
      },
      {
        id: "payments",
        heading: "Payments and the wallet",
        items: [
          {
            question: "Which payment methods can I use?",
            answer:
              "Bank transfer, bank wire, Mada debit card, credit card, Apple Pay, and payment from your wallet balance. All amounts are in Saudi riyals (SAR).",
          },
          {
            question: "When is a bank transfer credited to my wallet?",
            answer:
              "After you send the amount to the platform account shown, quoting your reference, enter the bank name, amount, IBAN and account holder's name and upload the transfer receipt. The organizing committee checks that the money has arrived, then credits your wallet and notifies you. Payments by Mada, credit card and Apple Pay are credited as soon as they succeed.",
          },
          {
            question: "Are my card details safe?",
            answer:
              "Yes. You enter your card details directly on the licensed payment gateway's page, with your bank's secure verification. Your card number and security code (CVV) never reach our servers and are never stored by us.",
          },
          {
            question: "How do I withdraw my balance?",
            answer:
              "From the wallet in your account, request a withdrawal of any part of your available (unlocked) balance to a verified bank account in your name. The organizing committee reviews the request on working days and then sends the money; how long it takes to arrive depends on the banks. Money is never paid to another person's account.",
          },
        ],
      },
      {
        id: "winning",
        heading: "Winning, paying and transfer of ownership",
        items: [
          {
            question: "What happens if I win?",
            answer:
              "You are notified as soon as the auction ends. You then pay the rest of the hammer price, plus the commission and its VAT, within 5 working days unless the auction's rules set another period; your deposit counts towards the price. With a hammer price of SAR 1,000,000 and a deposit of SAR 45,000, the balance due is SAR 983,750, commission and VAT included.",
          },
          {
            question: "What if I don't pay in time?",
            answer:
              "Your deposit is forfeited and you lose any right to the property. The organizing committee may offer it to the next-highest bidder or put it up for auction again, and your participation in later auctions may be restricted. So make sure your funds are ready before you bid.",
          },
          {
            question: "When does the property become mine?",
            answer:
              "Once payment is complete and the real estate transaction tax has been paid to ZATCA, the selling agent works with you and the owner to transfer the title deed to your name before the authority competent to record real-estate transactions.",
          },
        ],
      },
      {
        id: "cancellations",
        heading: "Cancellations",
        items: [
          {
            question: "What happens if the organizing committee cancels an auction?",
            answer:
              "All bids are void, every locked amount is released at once, everyone registered is notified, and your order is shown as “Cancelled by the organizing committee” with the reason. If the property is offered again later, you can register for the new auction from your earlier order.",
          },
          {
            question: "Can I cancel my registration for an auction?",
            answer:
              "Yes, before the auction starts, from your orders. Registering alone locks nothing, so cancelling has no other effect. After the auction starts a registration cannot be cancelled, but nothing of yours is locked unless you are the highest bidder.",
          },
        ],
      },
      {
        id: "agents-and-owners",
        heading: "Agents and owners",
        items: [
          {
            question: "Can I bid on behalf of another person or a company?",
            answer:
              "Yes, under a valid power of attorney issued by the competent authorities — such as an electronic power of attorney through the Najiz platform — or a company authorization, that allows you to take part in auctions or buy property. Submit a power-of-attorney request on the platform with the principal's details and an image of the power of attorney; once it is approved, every bid you place records both your name and your principal's.",
          },
          {
            question: "I am a non-Saudi owner. Can I sell my property at auction?",
            answer:
              "Yes. Submit a foreign-owner request from the Forms page with your name or company name, nationality, passport or ID number, country, asset number and mobile number, together with the required documents and an image of the authorization. The organizing committee reviews the request and notifies you at every stage until it is approved, or rejected with a reason. An agent holding a valid power of attorney may act for you.",
          },
          {
            question: "Can a non-Saudi bid and buy property?",
            answer:
              "Ownership of real estate in the Kingdom by non-Saudis is governed by the laws that regulate it, and a non-Saudi bidder must confirm they are eligible to own the property on offer before bidding. Acceptance of a bid by the platform is not a confirmation of that eligibility.",
          },
          {
            question: "How do I put my property up for auction?",
            answer:
              "Submit a listing request on the platform with the property's photos and documents. The organizing committee reviews it and contacts you to complete the requirements and agree on the licensed selling agent and the opening price. The auction is then announced at least 5 days before it starts, and you can follow your request and your auction from your account.",
          },
        ],
      },
    ],
  },
};
