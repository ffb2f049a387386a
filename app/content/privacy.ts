import type { ContentLang, ContentPage } from "./types";

export const privacyContent: Record<ContentLang, ContentPage> = {
  ar: {
    title: "سياسة الخصوصية",
    description:
      "كيف تجمع منصة مزاد بياناتك الشخصية وتستخدمها وتحميها وفق نظام حماية البيانات الشخصية في المملكة العربية السعودية، وما حقوقك فيها.",
    intro:
      "نحترم خصوصيتك ونلتزم بحماية بياناتك الشخصية وفق نظام حماية البيانات الشخصية في المملكة العربية السعودية ولوائحه التنفيذية. توضح هذه السياسة البيانات التي نجمعها عند استخدامك منصة مزاد، ولماذا نجمعها، ومع من نشاركها، ومدة الاحتفاظ بها، وكيف تمارس حقوقك فيها.",
    updated: "2026-11-22",
    sections: [
      {
        id: "controller",
        heading: "الجهة المسؤولة عن بياناتك",
        paragraphs: [
          "منصة مزاد هي جهة التحكم في البيانات الشخصية التي تُجمع عبر موقعها وتطبيقاتها، وهي المسؤولة عن تحديد أغراض معالجتها ووسائلها وفق هذه السياسة.",
          "لأي استفسار أو طلب يتعلق ببياناتك الشخصية، راسلنا على support@mazad.sa مع ذكر «حماية البيانات» في عنوان الرسالة.",
        ],
      },
      {
        id: "data-we-collect",
        heading: "البيانات التي نجمعها",
        paragraphs: ["نجمع البيانات التي تقدمها لنا مباشرةً أو تنشأ عن استخدامك المنصة، وهي:"],
        items: [
          "بيانات الحساب: الاسم، والبريد الإلكتروني، ورقم الجوال، وكلمة المرور التي نحفظها بصيغة مُجزّأة (Hash) لا يمكن استرجاعها منها.",
          "بيانات التحقق: توثيق رقم الجوال ورموز التحقق المؤقتة، وما يلزم للتأكد من بلوغك 18 سنة.",
          "بيانات الهوية: رقم الهوية الوطنية أو الإقامة أو جواز السفر، والجنسية، والدولة، عند تقديم طلب وكالة أو طلب مالك أجنبي، أو عند لزومها للسحب من المحفظة أو لإتمام نقل الملكية.",
          "نشاطك في المزادات: تسجيلاتك، ومزايداتك ووقتها ومصدرها، والحد الأعلى للمزايدة التلقائية، ونتائج المزادات، والمفضلة، وموافقاتك على الشروط وإصداراتها.",
          "البيانات المالية: حركات المحفظة، وطلبات التعبئة والسحب، واسم البنك ورقم الآيبان واسم صاحب الحساب، وإيصالات التحويل، والفواتير.",
          "المستندات المرفوعة: صور الوكالات والتفويضات، ووثائق العقارات، وإيصالات التحويل.",
          "المراسلات: محادثاتك مع الوكلاء البائعين ومع فريق الدعم، والاستفسارات التي ترسلها إلينا.",
          "البيانات التقنية: عنوان IP، ونوع المتصفح والجهاز، وسجلات الطلبات اللازمة لتشغيل الخدمة وحمايتها.",
        ],
      },
      {
        id: "card-data",
        heading: "بيانات البطاقات",
        paragraphs: [
          "لا تصل أرقام البطاقات ولا رموز التحقق (CVV) إلى خوادمنا إطلاقًا، ولا تُحفظ في قواعد بياناتنا أو سجلاتنا. فهذه البيانات تُدخل مباشرةً في صفحة الدفع الآمنة لبوابة الدفع المرخّصة، التي تعالجها وفق معيار أمان بيانات صناعة بطاقات الدفع (PCI DSS).",
          "لا نتلقى من بوابة الدفع إلا نتيجة العملية ومعلومات محدودة عنها، مثل مرجع العملية ونوع البطاقة وآخر أربعة أرقام منها، لنعرضها لك في إيصالاتك.",
        ],
      },
      {
        id: "purposes",
        heading: "أغراض استخدام البيانات",
        paragraphs: ["نستخدم بياناتك للأغراض الآتية فقط:"],
        items: [
          "إنشاء حسابك وتوثيقه، والتحقق من أهليتك للمشاركة في المزادات.",
          "تمكينك من التسجيل في المزادات والمزايدة فيها، وإدارة مبالغ التأمين والمحفظة والمدفوعات.",
          "إتمام الترسية والسداد، وإصدار الإيصالات والفواتير الضريبية، ومتابعة إجراءات نقل الملكية.",
          "دراسة طلبات الوكالة وطلبات الملاك الأجانب وطلبات عرض العقارات.",
          "إرسال الإشعارات الخدمية، مثل تجاوز مزايدتك وقرب بداية المزاد وتمديده ونتيجته وحالة مدفوعاتك وطلباتك، داخل المنصة وبالرسائل النصية والبريد الإلكتروني وفق إعداداتك.",
          "الرد على استفساراتك ومحادثاتك وتقديم الدعم لك.",
          "حماية المنصة ومستخدميها، ومنع الاحتيال والتلاعب بالمزادات، وحفظ سجل التدقيق.",
          "الوفاء بالالتزامات النظامية، ومنها متطلبات الهيئة العامة للعقار وهيئة الزكاة والضريبة والجمارك وأنظمة مكافحة غسل الأموال.",
          "تحسين المنصة اعتمادًا على إحصاءات مجمّعة لا تحدد هويتك.",
        ],
        note: "لا نستخدم بياناتك في الإعلانات الموجهة، ولا نبيعها لأي جهة.",
      },
      {
        id: "legal-basis",
        heading: "الأسس النظامية للمعالجة",
        paragraphs: [
          "نعالج بياناتك استنادًا إلى واحد أو أكثر من الأسس التي يقررها نظام حماية البيانات الشخصية:",
        ],
        items: [
          "تنفيذ الاتفاقية بينك وبين المنصة، أي الشروط والأحكام والشروط الخاصة بالمزادات، كإدارة حسابك ومزايداتك ومدفوعاتك.",
          "الوفاء بالتزام نظامي، كحفظ السجلات المالية وإصدار الفواتير الضريبية والتحقق من الهوية ومكافحة غسل الأموال.",
          "المصلحة المشروعة للمنصة، كحماية أنظمتها ومنع الاحتيال، بما لا يضر بحقوقك ومصالحك.",
          "موافقتك، فيما يتوقف على الموافقة، ويحق لك سحبها في أي وقت.",
        ],
      },
      {
        id: "sharing",
        heading: "مشاركة البيانات",
        paragraphs: ["لا نشارك بياناتك إلا بالقدر اللازم لتحقيق الغرض، ومع الجهات الآتية فقط:"],
        items: [
          "بوابة الدفع المرخّصة: لمعالجة المدفوعات بالبطاقات وأبل باي.",
          "مزوّد خدمة الرسائل النصية: رقم جوالك ونص الرسالة فقط، لإرسال رموز التحقق والإشعارات.",
          "مزوّد خدمة البريد الإلكتروني: لإرسال الإشعارات والإيصالات.",
          "مزوّدو الاستضافة والتخزين: بصفتهم جهات معالجة تعمل وفق تعليماتنا وتلتزم تعاقديًا بحماية البيانات.",
          "المالك والوكيل البائع: عند فوزك بمزاد فقط، وبالقدر اللازم لإتمام البيع ونقل الملكية. أما قبل ذلك فلا تُكشف هويتك، ويظهر للمزايدين الآخرين اسم مستعار، ولا يطّلع الوكيل البائع إلا على ما تشاركه معه في المحادثة.",
          "البنوك: عند تنفيذ السحب إلى حسابك أو التحقق من التحويلات.",
          "الجهات الحكومية والقضائية: عند طلبها وفق الأنظمة، كالهيئة العامة للعقار وهيئة الزكاة والضريبة والجمارك والجهات الأمنية والقضائية.",
        ],
      },
      {
        id: "international-transfer",
        heading: "نقل البيانات خارج المملكة",
        paragraphs: [
          "لا ننقل بياناتك الشخصية إلى خارج المملكة العربية السعودية ولا نفصح عنها لجهة خارجها إلا في الحالات التي يجيزها نظام حماية البيانات الشخصية ولائحة نقل البيانات الشخصية إلى خارج المملكة، وبعد التحقق من توافر الضمانات التي تقررها.",
        ],
      },
      {
        id: "retention",
        heading: "مدة الاحتفاظ بالبيانات",
        paragraphs: [
          "نحتفظ ببياناتك المدة اللازمة لتحقيق الغرض من جمعها أو المدة التي توجبها الأنظمة، أيهما أطول:",
        ],
        items: [
          "بيانات الحساب: طوال بقاء حسابك قائمًا، ثم تُحذف أو تُجهَّل عند إغلاقه ما لم يلزم حفظها نظامًا.",
          "السجلات المالية والمزايدات والفواتير وسجل التدقيق: المدة التي توجبها الأنظمة، ولا تقل عن 10 سنوات للسجلات المالية وفق أنظمة مكافحة غسل الأموال.",
          "المستندات المرفوعة: طوال مدة دراسة الطلب وسريان الوكالة أو الإجراء المرتبط بها، ثم المدة النظامية اللازمة.",
          "رموز التحقق: دقائق معدودة حتى انتهاء صلاحيتها.",
          "السجلات التقنية: مدة محدودة لأغراض الأمن والتشغيل، ثم تُحذف.",
          "المحادثات والاستفسارات: ما دام حسابك قائمًا أو المدة اللازمة لمعالجة الاستفسار، ما لم يلزم حفظها لنزاع قائم.",
        ],
      },
      {
        id: "security",
        heading: "أمن البيانات",
        paragraphs: ["نتخذ تدابير تنظيمية وتقنية مناسبة لحماية بياناتك، منها:"],
        items: [
          "تشفير الاتصال بين جهازك والمنصة في جميع الصفحات.",
          "حفظ كلمات المرور بصيغة مُجزّأة لا تسمح لأحد، ولا لنا، بمعرفتها.",
          "قصر الوصول إلى البيانات على من يحتاج إليها من موظفينا لأداء عمله، وتوثيق كل إجراء في سجل تدقيق.",
          "حفظ المستندات المرفوعة خارج المساحة العامة للموقع، بحيث لا يطّلع عليها إلا صاحبها واللجنة المنظمة.",
          "عدم استقبال بيانات البطاقات أو حفظها لدينا إطلاقًا.",
        ],
        note: "لن نطلب منك أبدًا كلمة المرور أو رمز التحقق عبر الهاتف أو البريد أو المحادثة. وفي حال وقوع حادثة تمس بياناتك، نُبلغ الجهة المختصة ونُشعرك وفق ما يقتضيه النظام.",
      },
      {
        id: "your-rights",
        heading: "حقوقك",
        paragraphs: ["يكفل لك نظام حماية البيانات الشخصية الحقوق الآتية:"],
        items: [
          "الحق في العلم: أن تعرف كيف نجمع بياناتك ونعالجها ولأي غرض، وهو ما توضحه هذه السياسة.",
          "الحق في الوصول: أن تطّلع على بياناتك لدينا وتحصل على نسخة منها بصيغة واضحة.",
          "الحق في التصحيح: أن تطلب تصحيح بياناتك أو إكمالها أو تحديثها، ويمكنك تعديل كثير منها مباشرةً من إعدادات حسابك.",
          "الحق في الحذف: أن تطلب إتلاف بياناتك متى انتفت الحاجة إليها، مع مراعاة ما يلزمنا نظامًا الاحتفاظ به من سجلات مالية وسجلات المزايدات.",
          "الحق في سحب الموافقة: أن تسحب موافقتك على أي معالجة تقوم عليها، دون أن يؤثر ذلك في مشروعية ما سبق سحبها، ويمكنك التحكم في الرسائل النصية والبريد الإلكتروني من إعداداتك.",
        ],
        note: "لممارسة أي من هذه الحقوق راسلنا على support@mazad.sa، وسنرد على طلبك خلال 30 يومًا، وقد نطلب ما يثبت هويتك قبل تنفيذه حمايةً لبياناتك. ويحق لك تقديم شكوى إلى الهيئة السعودية للبيانات والذكاء الاصطناعي (سدايا) إن رأيت أن معالجة بياناتك تخالف النظام.",
      },
      {
        id: "cookies",
        heading: "ملفات تعريف الارتباط والتخزين المحلي",
        paragraphs: ["لا نستخدم إلا ما يلزم لعمل المنصة وحفظ اختياراتك:"],
        items: [
          "ملف اللغة (lng): يحفظ اللغة التي اخترتها لمدة 365 يومًا.",
          "ملف الجلسة: ضروري لإبقائك مسجّل الدخول وحماية طلباتك، ويُحذف عند تسجيل الخروج أو انتهاء الجلسة.",
          "التخزين المحلي في متصفحك (mode): يحفظ اختيارك للمظهر الفاتح أو الداكن، ولا يُرسل إلى خوادمنا.",
        ],
        note: "لا نستخدم ملفات ارتباط إعلانية ولا أدوات تتبع أو تحليلات من أطراف ثالثة، ولا نحمّل أي نصوص برمجية أو خطوط من خوادم جهات أخرى، فكل ملفات المنصة تُقدَّم من خوادمنا. وعند الدفع بالبطاقة تنتقل إلى صفحة بوابة الدفع، وتخضع تلك الصفحة لسياسة خصوصية البوابة. ويمكنك حذف هذه الملفات من إعدادات متصفحك، علمًا بأن حذف ملف الجلسة يُخرجك من حسابك.",
      },
      {
        id: "children",
        heading: "القاصرون",
        paragraphs: [
          "المنصة غير موجهة لمن هم دون 18 سنة، ولا يُسمح لهم بإنشاء حساب. وإذا تبيّن لنا أننا جمعنا بيانات قاصر، حذفناها وأغلقنا الحساب، ويمكن لولي الأمر التواصل معنا لهذا الغرض.",
        ],
      },
      {
        id: "updates",
        heading: "تحديث هذه السياسة",
        paragraphs: [
          "قد نحدّث هذه السياسة عند تغيّر خدماتنا أو الأنظمة، وننشر النسخة المحدّثة في هذه الصفحة مع تاريخ آخر تحديث، ونُشعرك بالتغييرات الجوهرية قبل سريانها عبر المنصة أو البريد الإلكتروني.",
        ],
      },
      {
        id: "contact",
        heading: "التواصل معنا",
        paragraphs: [
          "لأي سؤال عن هذه السياسة أو عن بياناتك، تواصل معنا عبر البريد الإلكتروني support@mazad.sa أو الرقم الموحد 920000000، أو من خلال المحادثة مع فريق الدعم داخل المنصة.",
        ],
      },
    ],
  },
  en: {
    title: "Privacy Policy",
    description:
      "How Mazad collects, uses and protects your personal data under Saudi Arabia's Personal Data Protection Law, and the rights you have over it.",
    intro:
      "We respect your privacy and are committed to protecting your personal data under the Personal Data Protection Law (PDPL) of the Kingdom of Saudi Arabia and its implementing regulations. This policy explains what data we collect when you use Mazad, why we collect it, whom we share it with, how long we keep it, and how to exercise your rights over it.",
    updated: "2026-11-22",
    sections: [
      {
        id: "controller",
        heading: "Who is responsible for your data",
        paragraphs: [
          "Mazad is the controller of the personal data collected through its website and apps, and decides the purposes and means of processing it as set out in this policy.",
          "For any question or request about your personal data, write to support@mazad.sa with “Data protection” in the subject line.",
        ],
      },
      {
        id: "data-we-collect",
        heading: "Data we collect",
        paragraphs: ["We collect data you give us directly or that arises from your use of the platform:"],
        items: [
          "Account data: name, e-mail address, mobile number, and your password, which we store only as a hash from which it cannot be recovered.",
          "Verification data: confirmation of your mobile number, temporary verification codes, and what is needed to confirm that you are at least 18.",
          "Identity data: national ID, iqama or passport number, nationality and country, when you submit a power-of-attorney or foreign-owner request, or when they are needed for a withdrawal or the transfer of ownership.",
          "Auction activity: your registrations, your bids with their time and source, your automatic-bid maximums, auction results, favorites, and your acceptance of terms and their versions.",
          "Financial data: wallet movements, top-up and withdrawal requests, bank name, IBAN and account holder's name, transfer receipts, and invoices.",
          "Uploaded documents: images of powers of attorney and authorizations, property documents, and transfer receipts.",
          "Communications: your chats with selling agents and with our support team, and the inquiries you send us.",
          "Technical data: IP address, browser and device type, and the request logs needed to run and protect the service.",
        ],
      },
      {
        id: "card-data",
        heading: "Card data",
        paragraphs: [
          "Card numbers and security codes (CVV) never reach our servers and are never stored in our databases or logs. You enter them directly on the secure payment page of a licensed payment gateway, which processes them under the Payment Card Industry Data Security Standard (PCI DSS).",
          "We receive from the gateway only the result of the payment and limited information about it — such as the transaction reference, the card type and its last four digits — so that we can show them on your receipts.",
        ],
      },
      {
        id: "purposes",
        heading: "How we use your data",
        paragraphs: ["We use your data only for the following purposes:"],
        items: [
          "Creating and verifying your account, and checking that you are eligible to take part in auctions.",
          "Letting you register for and bid in auctions, and managing your deposits, wallet and payments.",
          "Completing the award and payment, issuing receipts and tax invoices, and following up the transfer of ownership.",
          "Reviewing power-of-attorney, foreign-owner and property-listing requests.",
          "Sending service notifications — such as being outbid, an auction about to start, an extension, the result, and the status of your payments and requests — in the app, by SMS and by e-mail, according to your settings.",
          "Answering your inquiries and chats, and supporting you.",
          "Protecting the platform and its users, preventing fraud and auction manipulation, and keeping an audit trail.",
          "Meeting our legal obligations, including the requirements of the Real Estate General Authority, the Zakat, Tax and Customs Authority, and anti-money-laundering laws.",
          "Improving the platform using aggregated statistics that do not identify you.",
        ],
        note: "We do not use your data for targeted advertising, and we never sell it to anyone.",
      },
      {
        id: "legal-basis",
        heading: "Legal basis for processing",
        paragraphs: ["We process your data on one or more of the grounds provided for in the PDPL:"],
        items: [
          "Performance of our agreement with you — the terms and conditions and each auction's special rules — such as managing your account, bids and payments.",
          "Compliance with a legal obligation, such as keeping financial records, issuing tax invoices, verifying identity and combating money laundering.",
          "Our legitimate interest, such as protecting our systems and preventing fraud, in a way that does not harm your rights and interests.",
          "Your consent, where processing depends on it; you may withdraw it at any time.",
        ],
      },
      {
        id: "sharing",
        heading: "Sharing your data",
        paragraphs: ["We share your data only to the extent needed for the purpose, and only with:"],
        items: [
          "The licensed payment gateway: to process card and Apple Pay payments.",
          "Our SMS provider: only your mobile number and the message text, to send verification codes and notifications.",
          "Our e-mail provider: to send notifications and receipts.",
          "Hosting and storage providers: as processors acting on our instructions and contractually bound to protect the data.",
          "The owner and the selling agent: only when you win an auction, and only as far as needed to complete the sale and the transfer of ownership. Until then your identity is not disclosed, other bidders see only an alias, and the selling agent sees only what you share in a chat.",
          "Banks: when paying a withdrawal to your account or verifying transfers.",
          "Government and judicial authorities: when they request it under the law, such as the Real Estate General Authority, the Zakat, Tax and Customs Authority, and security and judicial bodies.",
        ],
      },
      {
        id: "international-transfer",
        heading: "Transfers outside the Kingdom",
        paragraphs: [
          "We do not transfer your personal data outside the Kingdom of Saudi Arabia, or disclose it to anyone outside it, except where the PDPL and the Regulation on Personal Data Transfer outside the Kingdom permit it, and after confirming that the safeguards they require are in place.",
        ],
      },
      {
        id: "retention",
        heading: "How long we keep data",
        paragraphs: [
          "We keep your data for as long as needed for the purpose it was collected for, or for as long as the law requires, whichever is longer:",
        ],
        items: [
          "Account data: for as long as your account exists; on closure it is deleted or anonymized unless the law requires us to keep it.",
          "Financial records, bids, invoices and the audit trail: for the period the law requires — at least 10 years for financial records under anti-money-laundering laws.",
          "Uploaded documents: while the request is reviewed and the related power of attorney or procedure remains in force, then for the period the law requires.",
          "Verification codes: a few minutes, until they expire.",
          "Technical logs: a limited period for security and operations, after which they are deleted.",
          "Chats and inquiries: for as long as your account exists or as needed to handle the inquiry, unless they must be kept for an open dispute.",
        ],
      },
      {
        id: "security",
        heading: "Security",
        paragraphs: [
          "We take appropriate organizational and technical measures to protect your data, including:",
        ],
        items: [
          "Encrypting the connection between your device and the platform on every page.",
          "Storing passwords only as hashes, so no one — including us — can read them.",
          "Limiting access to data to the staff who need it for their work, and recording every action in an audit trail.",
          "Keeping uploaded documents outside the public part of the website, readable only by their owner and the organizing committee.",
          "Never receiving or storing card data at all.",
        ],
        note: "We will never ask for your password or a verification code by phone, e-mail or chat. If an incident affects your data, we will notify the competent authority and you, as the law requires.",
      },
      {
        id: "your-rights",
        heading: "Your rights",
        paragraphs: ["Under the PDPL you have the following rights:"],
        items: [
          "To be informed: to know how and why we collect and process your data, as this policy explains.",
          "To access: to see the data we hold about you and obtain a copy of it in a clear format.",
          "To correction: to ask us to correct, complete or update your data; much of it you can edit directly in your account settings.",
          "To deletion: to ask us to destroy your data once it is no longer needed, subject to the financial and bidding records the law requires us to keep.",
          "To withdraw consent: to withdraw your consent to any processing based on it, without affecting processing carried out before; you can control SMS and e-mail messages in your settings.",
        ],
        note: "To exercise any of these rights, write to support@mazad.sa. We will respond within 30 days and may ask you to confirm your identity first, to protect your data. You also have the right to complain to the Saudi Data and Artificial Intelligence Authority (SDAIA) if you believe your data has been processed in breach of the law.",
      },
      {
        id: "cookies",
        heading: "Cookies and local storage",
        paragraphs: ["We use only what the platform needs to work and to remember your choices:"],
        items: [
          "Language cookie (lng): remembers the language you chose for 365 days.",
          "Session cookie: needed to keep you signed in and to protect your requests; it is removed when you sign out or the session ends.",
          "Local storage in your browser (mode): remembers whether you chose the light or dark theme; it is never sent to our servers.",
        ],
        note: "We use no advertising cookies and no third-party trackers or analytics, and we load no scripts or fonts from anyone else's servers: every file of the platform is served by us. When you pay by card you are taken to the payment gateway's page, which is covered by the gateway's own privacy policy. You can delete these items in your browser settings; deleting the session cookie signs you out.",
      },
      {
        id: "children",
        heading: "Children",
        paragraphs: [
          "Mazad is not intended for anyone under 18, and they may not open an account. If we learn that we have collected a minor's data, we delete it and close the account; a parent or guardian can contact us for this purpose.",
        ],
      },
      {
        id: "updates",
        heading: "Updates to this policy",
        paragraphs: [
          "We may update this policy when our services or the law change. The updated version is published on this page with its last-updated date, and we notify you of material changes before they take effect, on the platform or by e-mail.",
        ],
      },
      {
        id: "contact",
        heading: "Contact us",
        paragraphs: [
          "For any question about this policy or your data, contact us by e-mail at support@mazad.sa or on our unified number 920000000, or through the support chat in the app.",
        ],
      },
    ],
  },
};
