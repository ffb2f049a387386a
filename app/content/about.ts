import type { ContentLang, ContentPage } from "./types";

export const aboutContent: Record<ContentLang, ContentPage> = {
  ar: {
    title: "من نحن",
    description:
      "تعرّف على مزاد، المنصة السعودية للمزادات العقارية الإلكترونية: كيف يسير المزاد خطوة بخطوة، ودور اللجنة المنظمة، وكيف نحمي أموال المزايدين.",
    intro:
      "مزاد منصة سعودية للمزادات العقارية الإلكترونية، تجمع ملاك العقارات والوسطاء العقاريين المرخّصين والمشترين في مكان واحد، ليجري البيع بالمزايدة العلنية المباشرة بوضوح وعدالة، وفق لائحة المزادات العقارية والتعليمات الصادرة عن الهيئة العامة للعقار.",
    updated: "2026-11-22",
    sections: [
      {
        id: "our-mission",
        heading: "رسالتنا",
        paragraphs: [
          "نؤمن بأن بيع العقار بالمزاد ينبغي أن يكون متاحًا للجميع، واضح الإجراءات، معلوم التكاليف منذ البداية. لذلك بنينا مزاد ليتمكن كل شخص مؤهّل في المملكة من متابعة المزادات العقارية والمشاركة فيها من جواله أو حاسوبه، دون الحاجة إلى الحضور في قاعة المزاد، وبعد الاطلاع على كل ما يحتاج إليه لاتخاذ قرار مدروس.",
          "تُعرض على المنصة أراضٍ وفلل وشقق وعمائر ومحلات تجارية ومزارع في مختلف مناطق المملكة، ولكل عقار صفحة تتضمن بياناته كاملة: رقم الأصل، والمدينة والحي، والمساحة، ورقم الصك، ورقم المخطط ورقم القطعة، وعرض الشارع، والحدود والأطوال، ونوع العقار واستخدامه، وصوره ووثائقه، وموقعه على الخريطة، والوكيل البائع المسؤول عن بيعه.",
          "المنصة عربية أولًا، ومتاحة بالكامل باللغة الإنجليزية كذلك، وتُعرض مواعيدها بتوقيت الرياض وبالتاريخين الهجري (تقويم أم القرى) والميلادي.",
        ],
      },
      {
        id: "what-we-offer",
        heading: "ما تقدمه المنصة",
        paragraphs: ["صُممت المنصة لتغطي رحلة المزايد والمالك كاملة، من البحث عن العقار حتى نقل ملكيته:"],
        items: [
          "تصفّح المزادات الجارية والقادمة والمنتهية، والبحث برقم الأصل أو باسم المدينة.",
          "الاطلاع على تفاصيل كل عقار ووثائقه والشروط الخاصة بمزاده قبل التسجيل فيه.",
          "المزايدة المباشرة مع تحديث فوري لأعلى سعر وللوقت المتبقي، أو تحديد حدٍّ أعلى تزايد المنصة عنك تلقائيًا حتى بلوغه.",
          "حاسبة سعر تبيّن سعر المتر والعمولة وضريبة القيمة المضافة عليها والإجمالي قبل أن تزايد.",
          "محفظة إلكترونية لتغطية مبالغ التأمين وسداد قيمة العقار، مع إيصال إلكتروني لكل عملية.",
          "المفضلة والإشعارات داخل المنصة وبالرسائل النصية والبريد الإلكتروني، والمحادثة مع الوكيل البائع ومع فريق الدعم.",
          "تقديم طلبات الوكالة وطلبات الملاك الأجانب وطلبات عرض العقارات، ومتابعة حالتها خطوة بخطوة.",
        ],
      },
      {
        id: "how-auctions-work",
        heading: "كيف يسير المزاد",
        paragraphs: ["تمر المشاركة في أي مزاد على المنصة بست خطوات واضحة:"],
        ordered: true,
        items: [
          "ابحث عن العقار: تصفّح المزادات القادمة والجارية، واقرأ بيانات العقار ووثائقه والشروط الخاصة بمزاده، وأضفه إلى المفضلة لتصلك التذكيرات قبل بدايته.",
          "سجّل في المزاد وغطِّ مبلغ التأمين: أنشئ حسابك ووثّق رقم جوالك، ثم سجّل في المزاد ووافق على شروطه الخاصة، وتأكد من أن رصيدك المتاح في المحفظة يغطي مبلغ التأمين المحدد له، وهو 5٪ من السعر الافتتاحي ما لم يُحدَّد غير ذلك.",
          "زايد مباشرةً: قدّم مزايدتك بالحد الأدنى المعروض أو بأكثر منه، أو فعّل المزايدة التلقائية. وكل مزايدة تُقبل في آخر 5 دقائق تمدد نهاية المزاد إلى 5 دقائق بعدها، فلا يُحسم المزاد بمزايدة خاطفة في اللحظة الأخيرة.",
          "الترسية: عند انتهاء الوقت يُرسى المزاد على صاحب أعلى مزايدة، ويصلك إشعار بالنتيجة فورًا.",
          "سدّد المبلغ المتبقي: يسدد الفائز باقي الثمن مع العمولة وضريبة القيمة المضافة عليها خلال المهلة المحددة، وهي 5 أيام عمل ما لم تنص شروط المزاد على غيرها، ويُحتسب مبلغ التأمين من الثمن.",
          "نقل الملكية: بعد اكتمال السداد وسداد ضريبة التصرفات العقارية لدى هيئة الزكاة والضريبة والجمارك، يُفرَغ الصك باسم المشتري لدى الجهة المختصة، بمتابعة من الوكيل البائع.",
        ],
      },
      {
        id: "organizing-committee",
        heading: "اللجنة المنظمة",
        paragraphs: [
          "تتولى اللجنة المنظمة إدارة المزادات على المنصة والإشراف عليها، فهي التي تراجع العقار قبل طرحه، وتتأكد من سير المزاد وفق الأنظمة والشروط المعلنة حتى الترسية. ومن مهامها:",
        ],
        items: [
          "مراجعة طلبات عرض العقارات ووثائقها، والتحقق من الصك وبيانات العقار والوكيل البائع قبل النشر.",
          "الإعلان عن كل مزاد قبل بدايته بـ 5 أيام على الأقل، مع نشر شروطه الخاصة ومواعيده ومبلغ التأمين ونسبة العمولة.",
          "متابعة المزادات أثناء انعقادها، والتحقق من التحويلات البنكية قبل إضافتها إلى المحافظ، ومراجعة طلبات السحب.",
          "دراسة طلبات الوكالة وطلبات الملاك الأجانب، وقبولها أو رفضها مع بيان السبب.",
          "إلغاء المزاد عند وجود ما يستدعي ذلك، مع بيان السبب، وإشعار جميع المسجلين فيه، وفك حجز أي مبالغ محجوزة فورًا.",
        ],
      },
      {
        id: "trust-and-safety",
        heading: "الثقة والأمان",
        paragraphs: ["الثقة أساس أي مزاد، ولذلك بنينا المنصة على ضمانات واضحة:"],
        items: [
          "وكلاء بيع مرخّصون: يتولى بيع كل عقار وكيل بائع مرخّص من الهيئة العامة للعقار، ويظهر اسمه في صفحة العقار، ويمكنك محادثته مباشرةً.",
          "مبالغ تأمين مستردة: لا يُحجز مبلغ التأمين إلا ما دمت صاحب أعلى مزايدة أو فائزًا لم يسدد بعد، ويُفك الحجز فور تجاوز مزايدتك، ويبقى المال في محفظتك قابلًا للسحب إلى حسابك البنكي الموثّق متى لم يكن محجوزًا.",
          "سجل محاسبي دقيق: تُسجَّل كل حركة في المحفظة قيدًا مزدوجًا متوازنًا بالهللة، ولا يُعدَّل أي قيد بعد تسجيله، وإنما يُصحَّح بقيد عكسي، فيبقى أثر كل ريال واضحًا وقابلًا للتدقيق.",
          "بيانات بطاقتك لا تصل إلينا: تُدخل بيانات البطاقة في صفحة بوابة الدفع الآمنة مباشرةً، فلا يمر رقم البطاقة ولا رمز التحقق بخوادمنا ولا يُخزَّن لدينا.",
          "ساعة الخادم هي المرجع: تُحسب بداية المزاد ونهايته والعد التنازلي بساعة الخادم، وتحصل كل مزايدة مقبولة على رقم تسلسلي ووقت دقيق وإيصال، ولا تُحتسب المزايدة مرتين إذا أُعيد إرسالها بسبب انقطاع الاتصال.",
          "خصوصية المزايدين: يظهر المزايدون في سجل المزايدات بأسماء مستعارة مثل «المزايد 7»، ولا تُكشف هوياتهم لبقية المشاركين.",
          "سجل تدقيق: يُوثَّق كل إجراء تتخذه اللجنة المنظمة وكل عملية مالية مع وقتها ومنفّذها.",
        ],
      },
      {
        id: "sell-with-mazad",
        heading: "اعرض عقارك في مزاد",
        paragraphs: [
          "إن كنت مالكًا، فردًا أو شركة، سعوديًا أو غير سعودي، وترغب في بيع عقارك بالمزاد، فقدّم طلب عرض العقار عبر المنصة مرفقًا بصوره ووثائقه. تراجع اللجنة المنظمة طلبك وتتواصل معك لاستكمال المتطلبات وتحديد الوكيل البائع والسعر الافتتاحي وموعد المزاد، ثم تتابع حالة طلبك ومزادك خطوة بخطوة من حسابك.",
          "ويقدّم المالك غير السعودي، أو من ينوب عنه بوكالة سارية، طلب مالك أجنبي من صفحة النماذج قبل طرح عقاره.",
        ],
      },
      {
        id: "contact",
        heading: "تواصل معنا",
        paragraphs: [
          "يسعدنا تواصلك عبر البريد الإلكتروني support@mazad.sa أو الرقم الموحد 920000000، أو من خلال المحادثة مع فريق الدعم داخل المنصة، أو نموذج الاستفسار.",
        ],
      },
    ],
  },
  en: {
    title: "About Mazad",
    description:
      "Meet Mazad, the Saudi online real-estate auction platform: how an auction works step by step, the role of the organizing committee, and how bidders' money is protected.",
    intro:
      "Mazad is a Saudi online real-estate auction platform. It brings property owners, licensed real-estate brokers and buyers together in one place, so that property is sold by open, live bidding — clearly and fairly, under the Real Estate Auctions Regulation and the instructions of the Real Estate General Authority (REGA).",
    updated: "2026-11-22",
    sections: [
      {
        id: "our-mission",
        heading: "Our mission",
        paragraphs: [
          "We believe that buying property at auction should be open to everyone, with clear procedures and costs known from the start. We built Mazad so that anyone eligible in the Kingdom can follow and take part in real-estate auctions from a phone or a computer, without having to attend an auction hall, and with everything they need to make a considered decision before they bid.",
          "Land, villas, apartments, residential buildings, shops and farms from across the Kingdom are offered on Mazad. Every property has a page with its full details: asset number, city and district, area, title deed number, plan and plot numbers, street width, boundaries and lengths, property type and use, photos and documents, location on the map, and the selling agent responsible for the sale.",
          "Mazad is Arabic first and fully available in English. Times are shown in Riyadh time, and Arabic pages show both the Hijri (Umm al-Qura) and the Gregorian date.",
        ],
      },
      {
        id: "what-we-offer",
        heading: "What you can do on Mazad",
        paragraphs: [
          "Mazad covers the whole journey of a bidder and an owner, from finding a property to the transfer of its ownership:",
        ],
        items: [
          "Browse current, upcoming and finished auctions, and search by asset number or city.",
          "Study each property's details, its documents and its auction's special rules before you register.",
          "Bid live with the highest price and the time left updated instantly, or set a maximum and let Mazad bid for you automatically up to it.",
          "Use the price calculator to see the price per square metre, the commission, the VAT on the commission and the total before you bid.",
          "Keep an electronic wallet to cover deposits and pay for the property, with an electronic receipt for every transaction.",
          "Save favorites, receive notifications in the app, by SMS and by e-mail, and chat with the selling agent and with our support team.",
          "Submit power-of-attorney, foreign-owner and property-listing requests, and follow their status step by step.",
        ],
      },
      {
        id: "how-auctions-work",
        heading: "How an auction works",
        paragraphs: ["Taking part in an auction on Mazad comes down to six clear steps:"],
        ordered: true,
        items: [
          "Find a property: browse upcoming and current auctions, read the property's details, documents and its auction's special rules, and add it to your favorites to get reminders before it starts.",
          "Register and cover the deposit: create your account and verify your mobile number, register for the auction and accept its special rules, and make sure the available balance in your wallet covers the auction's deposit — 5% of the opening price unless the auction sets another amount.",
          "Bid live: bid the minimum shown or more, or switch on automatic bidding. Any bid accepted in the last 5 minutes moves the end to 5 minutes after that bid, so no auction is decided by a last-second snipe.",
          "Win: when time runs out, the property is awarded to the highest bidder, and everyone receives a notification of the result at once.",
          "Pay the balance: the winner pays the rest of the price, plus the commission and the VAT on it, within the set period — 5 working days unless the auction's rules say otherwise. The deposit counts towards the price.",
          "Transfer of ownership: once payment is complete and the real estate transaction tax has been paid to ZATCA, the title deed is transferred to the buyer's name before the competent authority, with the selling agent following up.",
        ],
      },
      {
        id: "organizing-committee",
        heading: "The organizing committee",
        paragraphs: [
          "The organizing committee runs and supervises the auctions on Mazad. It reviews every property before it is offered and makes sure each auction proceeds according to the regulations and the published rules, up to the award. Its duties include:",
        ],
        items: [
          "Reviewing listing requests and their documents, and checking the title deed, the property details and the selling agent before publication.",
          "Announcing every auction at least 5 days before it starts, with its special rules, times, deposit and commission rate.",
          "Monitoring auctions while they run, verifying bank transfers before they are credited to wallets, and reviewing withdrawal requests.",
          "Reviewing power-of-attorney and foreign-owner requests, and approving or rejecting them with a stated reason.",
          "Cancelling an auction when there is good cause, stating the reason, notifying everyone registered and releasing every locked amount at once.",
        ],
      },
      {
        id: "trust-and-safety",
        heading: "Trust and safety",
        paragraphs: ["Trust is the foundation of any auction, so Mazad is built on clear safeguards:"],
        items: [
          "Licensed selling agents: every property is sold by a selling agent licensed by the Real Estate General Authority, named on the property page, whom you can message directly.",
          "Refundable deposits: a deposit is locked only while you are the highest bidder or a winner who has not yet paid. The lock is released the moment you are outbid, and your money stays in your wallet, free to withdraw to your verified bank account whenever it is not locked.",
          "An exact ledger: every wallet movement is recorded as a balanced double-entry transaction in halalas. No entry is ever edited after it is recorded; corrections are made by reversing entries, so every riyal can be traced and audited.",
          "Your card details never reach us: you enter them on the payment gateway's secure page, so your card number and security code never pass through or are stored on our servers.",
          "The server's clock decides: the start, the end and the countdown all run on the server's clock. Every accepted bid gets a sequence number, an exact time and a receipt, and a bid resent after a dropped connection is never counted twice.",
          "Bidder privacy: bidders appear in the bid history under aliases such as “Bidder 7”; their identities are not shown to other participants.",
          "An audit trail: every action of the organizing committee and every financial operation is recorded with its time and who performed it.",
        ],
      },
      {
        id: "sell-with-mazad",
        heading: "Sell your property at auction",
        paragraphs: [
          "If you own property — as an individual or a company, Saudi or not — and want to sell it at auction, submit a listing request on Mazad with its photos and documents. The organizing committee reviews your request and contacts you to complete the requirements and agree on the selling agent, the opening price and the auction date. You can then follow your request and your auction step by step from your account.",
          "A non-Saudi owner, or a representative holding a valid power of attorney, submits a foreign-owner request from the Forms page before the property is offered.",
        ],
      },
      {
        id: "contact",
        heading: "Contact us",
        paragraphs: [
          "We are glad to hear from you by e-mail at support@mazad.sa or on our unified number 920000000, through the support chat in the app, or through the inquiry form.",
        ],
      },
    ],
  },
};
