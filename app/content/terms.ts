import type { ContentLang, ContentPage } from "./types";

export const termsContent: Record<ContentLang, ContentPage> = {
  ar: {
    title: "الشروط والأحكام",
    description:
      "الشروط والأحكام المنظمة لاستخدام منصة مزاد والمشاركة في المزادات العقارية: الأهلية، ومبلغ التأمين، والمزايدة والتمديد، والعمولة والضرائب، والسداد، والإلغاء، والاسترداد.",
    intro:
      "تنظّم هذه الشروط والأحكام استخدامك منصة مزاد ومشاركتك في المزادات العقارية المعروضة عليها. يُرجى قراءتها بعناية؛ فإنشاء حساب في المنصة أو التسجيل في مزاد أو تقديم مزايدة يعني موافقتك عليها وعلى الشروط الخاصة بكل مزاد تشارك فيه.",
    updated: "2026-11-22",
    sections: [
      {
        id: "definitions",
        heading: "أولًا: التعريفات",
        paragraphs: [
          "يُقصد بالكلمات والعبارات الآتية، أينما وردت في هذه الشروط، المعاني المبيّنة أمام كل منها، ما لم يقتضِ السياق غير ذلك:",
        ],
        definitions: [
          {
            term: "المنصة (مزاد)",
            description:
              "منصة مزاد للمزادات العقارية الإلكترونية، بموقعها الإلكتروني وتطبيقاتها وواجهاتها البرمجية.",
          },
          { term: "الهيئة", description: "الهيئة العامة للعقار في المملكة العربية السعودية." },
          {
            term: "اللجنة المنظمة",
            description:
              "الفريق المكلّف من المنصة بمراجعة العقارات وطرح المزادات وإدارتها، والتحقق من التحويلات والطلبات، وإلغاء المزاد عند الاقتضاء.",
          },
          {
            term: "المستخدم",
            description:
              "كل من ينشئ حسابًا في المنصة أو يستخدمها، ويشمل المزايد والمالك والوكيل، ويجوز أن يجمع المستخدم أكثر من صفة.",
          },
          { term: "المزايد", description: "المستخدم الذي يسجّل في مزاد ويقدّم فيه مزايدات لنفسه أو لموكّله." },
          {
            term: "المالك",
            description: "مالك العقار المعروض للبيع، فردًا كان أو شركة، سعوديًا أو غير سعودي.",
          },
          {
            term: "الوكيل البائع",
            description:
              "الوسيط العقاري المرخّص من الهيئة الذي يتولى تسويق العقار وبيعه بالمزاد نيابةً عن المالك.",
          },
          {
            term: "الوكيل والموكِّل",
            description:
              "الوكيل هو المستخدم الذي يتصرف في المنصة نيابةً عن غيره بموجب وكالة سارية اعتمدتها اللجنة المنظمة، والموكِّل هو من يتصرف الوكيل باسمه.",
          },
          {
            term: "المزاد",
            description: "بيع عقار محدد بالمزايدة العلنية على المنصة خلال مدة محددة، وله رقم أصل وشروط خاصة.",
          },
          {
            term: "الشروط الخاصة بالمزاد",
            description:
              "وثيقة تنشرها اللجنة المنظمة لكل مزاد تتضمن أحكامه الخاصة، ويُحفظ إصدارها الذي وافقت عليه ووقت موافقتك.",
          },
          { term: "السعر الافتتاحي", description: "أقل مبلغ تُقبل به أول مزايدة في المزاد." },
          {
            term: "قيمة الزيادة",
            description: "أقل مبلغ يجب أن تزيد به المزايدة على أعلى مزايدة قائمة في المزاد.",
          },
          {
            term: "مبلغ التأمين (العربون)",
            description:
              "المبلغ الذي يجب أن يغطيه رصيدك المتاح لتتمكن من المزايدة في مزاد ما، ويُحجز ويُفك حجزه وفق البند رابعًا.",
          },
          {
            term: "المحفظة والرصيد المتاح",
            description:
              "المحفظة حسابك المالي في المنصة، والرصيد المتاح هو رصيد المحفظة مطروحًا منه المبالغ المحجوزة.",
          },
          {
            term: "سعر الترسية",
            description: "أعلى مزايدة عند انتهاء المزاد، وهو الثمن الذي يُرسى به العقار على الفائز.",
          },
          {
            term: "السعر الاحتياطي",
            description: "حد أدنى غير معلن قد يُحدَّد للمزاد، فلا يُرسى العقار بأقل منه.",
          },
          {
            term: "الفائز",
            description: "صاحب أعلى مزايدة عند انتهاء المزاد، متى بلغت مزايدته السعر الاحتياطي إن وُجد.",
          },
          {
            term: "العمولة (السعي)",
            description:
              "المبلغ المستحق على الفائز مقابل خدمة البيع بالمزاد، ويظهر في الحاسبة والفواتير باسم «السعي»، بنسبة من سعر الترسية تُحدَّد لكل مزاد.",
          },
          {
            term: "يوم العمل",
            description: "من الأحد إلى الخميس، عدا العطل الرسمية في المملكة العربية السعودية.",
          },
        ],
      },
      {
        id: "scope",
        heading: "ثانيًا: نطاق الشروط وقبولها",
        paragraphs: [
          "تسري هذه الشروط على كل استخدام للمنصة، وتُكمِلها الشروط الخاصة بكل مزاد وسياسة الخصوصية. وعند التعارض في شأن مزاد بعينه تُقدَّم الشروط الخاصة بذلك المزاد، بما لا يخالف الأنظمة المعمول بها في المملكة.",
          "لا يمكنك المزايدة في أي مزاد قبل الموافقة على هذه الشروط وعلى الشروط الخاصة بالمزاد، وتحتفظ المنصة بإصدار كل وثيقة وافقت عليها ووقت موافقتك.",
          "تجري المزادات على المنصة وفق لائحة المزادات العقارية والتعليمات الصادرة عن الهيئة العامة للعقار، وما تصدره الجهات المختصة من أنظمة وقرارات ذات صلة.",
          "حُررت هذه الشروط باللغتين العربية والإنجليزية، وعند أي اختلاف بينهما يُعتمد النص العربي.",
        ],
      },
      {
        id: "eligibility",
        heading: "ثالثًا: الأهلية والحساب",
        paragraphs: [],
        items: [
          "يُشترط لاستخدام خدمات المزايدة ألا يقل عمرك عن 18 سنة، وأن تكون كامل الأهلية للتصرف، ولا يُقبل تسجيل من هو دون ذلك.",
          "يجب توثيق رقم الجوال برمز التحقق المرسل إليه قبل التسجيل في أي مزاد أو تقديم أي مزايدة.",
          "تلتزم بتقديم بيانات صحيحة ومحدّثة وبتحديثها عند تغيّرها، ويحق للمنصة طلب ما يثبت هويتك عند الحاجة، ولا سيما قبل السحب من المحفظة أو إتمام نقل الملكية.",
          "الحساب شخصي، وأنت مسؤول عن سرية كلمة المرور وعن كل ما يجري من خلال حسابك، وعليك إبلاغنا فورًا عند الاشتباه في استخدامه دون إذنك.",
          "لا يجوز للشخص الواحد إنشاء أكثر من حساب، ولا استخدام حساب غيره، ومن أراد التصرف عن غيره فعليه اتباع أحكام الوكالة في البند ثاني عشر.",
          "يحق للمنصة إيقاف الحساب أو تقييده عند مخالفة هذه الشروط أو الأنظمة أو عند الاشتباه في احتيال أو تلاعب، مع حفظ حق المستخدم في رصيده غير المحجوز.",
        ],
      },
      {
        id: "deposit",
        heading: "رابعًا: التسجيل في المزاد ومبلغ التأمين",
        paragraphs: [
          "للمشاركة في أي مزاد يجب التسجيل فيه أولًا، ويُنشئ التسجيل طلب مشاركة يظهر ضمن طلباتك في حسابك.",
          "يُحدَّد لكل مزاد مبلغ تأمين يظهر في صفحته قبل التسجيل، ويساوي 5٪ من السعر الافتتاحي ما لم تُحدد الشروط الخاصة بالمزاد مبلغًا آخر، وبما لا يتجاوز الحد الذي تقرره الهيئة.",
          "لا يُخصم مبلغ التأمين عند التسجيل، وإنما يُشترط لتقديم أي مزايدة أو لتحديد حدٍّ أعلى للمزايدة التلقائية أن يكون رصيدك المتاح مساويًا لمبلغ تأمين ذلك المزاد أو أكثر منه، ما لم يكن المبلغ محجوزًا لك فيه أصلًا. ويسري على الحجز وفكّه ما يلي:",
        ],
        items: [
          "يُحجز مبلغ التأمين في محفظتك عندما تصبح صاحب أعلى مزايدة في المزاد، ويبقى محجوزًا ما دمت الأعلى.",
          "إذا تجاوزتك مزايدة مزايد آخر فُك الحجز فورًا وعاد المبلغ إلى رصيدك المتاح، ويجوز لك استخدام المبلغ نفسه لتغطية مبلغ التأمين في مزاد آخر؛ فمبلغ التأمين المخصص لعقار يمكن استخدامه لعقار آخر ما دمت لست صاحب أعلى مزايدة في الأول.",
          "إذا كنت صاحب أعلى مزايدة في أكثر من مزاد في الوقت نفسه، حُجز مبلغ تأمين كل مزاد منها على حدة.",
          "إذا فزت بالمزاد بقي مبلغ التأمين محجوزًا حتى تسدد الثمن، ثم يُحتسب جزءًا منه.",
          "إذا انتهى المزاد دون فوزك، أو أُلغي، أو لم تبلغ أعلى مزايدة فيه السعر الاحتياطي، لم يبقَ عليك فيه أي مبلغ محجوز.",
          "لا يُحجز أي مبلغ لمجرد التسجيل، ولذلك لا يترتب على إلغاء تسجيلك قبل بداية المزاد أي فك حجز.",
        ],
        note: "مثال: رصيد محفظتك 50,000 ر.س، ومبلغ التأمين في المزاد (أ) 40,000 ر.س وفي المزاد (ب) 30,000 ر.س. عندما تتصدر المزاد (أ) يُحجز 40,000 ر.س ويبقى رصيدك المتاح 10,000 ر.س، فلا يكفي للمزايدة في (ب). فإذا تجاوزك مزايد آخر في (أ) عاد رصيدك المتاح إلى 50,000 ر.س، وأمكنك المزايدة في (ب).",
      },
      {
        id: "bidding",
        heading: "خامسًا: المزايدة",
        paragraphs: [],
        items: [
          "الحد الأدنى لأول مزايدة في المزاد هو السعر الافتتاحي، ثم يكون الحد الأدنى لكل مزايدة تالية أعلى مزايدة قائمة مضافًا إليها قيمة الزيادة، ويظهر الحد الأدنى المطلوب في صفحة المزاد دائمًا.",
          "تُحدَّد قيمة الزيادة لكل مزاد، فإن لم تُحدَّد طُبّق جدول شرائح تعلنه المنصة بحسب السعر القائم، وتظهر القيمة المطبقة في صفحة المزاد.",
          "تُرفض المزايدة المساوية لأعلى مزايدة قائمة أو الأقل منها، كما تُرفض المزايدة فوق مزايدتك وأنت صاحب أعلى مزايدة؛ ولرفع سقفك استخدم المزايدة التلقائية.",
          "إذا زادت مزايدتك على الحد الأدنى المطلوب بأكثر من 20٪ طلبت منك المنصة تأكيدًا إضافيًا، حمايةً من الخطأ في إدخال المبلغ.",
          "المزايدة المقبولة ملزمة لصاحبها ولا يجوز سحبها أو الرجوع عنها، ويلتزم بالشراء بقيمتها متى رسا عليه المزاد.",
          "تحصل كل مزايدة مقبولة على رقم تسلسلي في المزاد ووقت تسجيلها بحسب ساعة الخادم، ويصلك إيصال بها. وإعادة إرسال الطلب نفسه بسبب انقطاع الاتصال لا تُنشئ مزايدة ثانية.",
          "يظهر سجل المزايدات لجميع المتابعين متضمنًا مصدر كل مزايدة (الموقع، أو التطبيق، أو تلقائية، أو عن طريق وكيل، أو حضورية) وقيمتها ووقتها، ويظهر المزايد باسم مستعار مثل «المزايد 7»، وتظهر لك مزايداتك بعبارة «أنت».",
          "قد تكون بعض المزادات هجينة تُقبل فيها مزايدات حضورية في موقع المزاد، وتُسجَّل في التسلسل نفسه وتخضع للقواعد ذاتها.",
        ],
      },
      {
        id: "automatic-bidding",
        heading: "سادسًا: المزايدة التلقائية",
        paragraphs: [
          "تتيح لك المزايدة التلقائية تحديد حدٍّ أعلى سري لا يطّلع عليه غيرك، لتزايد المنصة نيابةً عنك بأقل قيمة تكفي لإبقائك في الصدارة، حتى بلوغ هذا الحد.",
        ],
        items: [
          "يُشترط لتحديد الحد الأعلى ما يُشترط للمزايدة، بما في ذلك تغطية مبلغ التأمين.",
          "المزايدة التلقائية ملزمة كالمزايدة اليدوية تمامًا، وتسري عليها قواعد الحد الأدنى والتمديد والإشعارات.",
          "لا تخالف المزايدة التلقائية قاعدة قيمة الزيادة؛ فإذا كان حدك الأعلى يزيد على مزايدة منافسك بأقل من قيمة زيادة واحدة، لم يمكن الرد بها.",
          "إذا تساوى حدّان أعليان، تقدّم صاحب الحد الأسبق تحديدًا، وكذلك تخسر المزايدة اليدوية المساوية لحدٍّ أعلى قائم أمام ذلك الحد.",
          "يجوز لك رفع حدك الأعلى أو خفضه في أي وقت قبل انتهاء المزاد، على ألا تخفضه عن مزايدتك القائمة.",
        ],
      },
      {
        id: "timing-and-extension",
        heading: "سابعًا: توقيت المزاد وتمديده",
        paragraphs: [],
        items: [
          "تُعرض المواعيد بتوقيت الرياض، والمرجع في بداية المزاد ونهايته وقبول المزايدات هو ساعة خادم المنصة لا ساعة جهازك، ويُصحَّح العد التنازلي الظاهر لك وفقًا لها.",
          "المزايدة التي تُقبل خلال آخر 5 دقائق من المزاد تمدد نهايته إلى 5 دقائق بعد وقت قبولها، ويرى جميع المتابعين الموعد الجديد فورًا.",
          "لا يتجاوز مجموع التمديد ساعتين بعد موعد الانتهاء الأصلي، ويجوز أن تحدد الشروط الخاصة بالمزاد مدة تمديد أو حدًّا أعلى مختلفين.",
          "تُرفض كل مزايدة تصل عند لحظة الانتهاء أو بعدها، ويُحكم بذلك بوقت تسجيلها في الخادم، ولا يُعتد بتأخر الشبكة أو الجهاز.",
        ],
        note: "مثال: مزاد ينتهي الساعة 8:00 مساءً قُبلت فيه مزايدة الساعة 7:57، فيصبح موعد انتهائه 8:02. فإن قُبلت مزايدة أخرى الساعة 8:01 صار 8:06، وهكذا، على ألا يتجاوز الموعد 10:00 مساءً.",
      },
      {
        id: "award-commission-taxes",
        heading: "ثامنًا: الترسية والعمولة والضرائب",
        paragraphs: [
          "عند انتهاء المزاد يُرسى العقار على صاحب أعلى مزايدة متى بلغت السعر الاحتياطي إن وُجد، ويُشعَر الفائز بفوزه، ويُشعَر بقية المزايدين بأن المزاد رسا على مزايد آخر. وإذا لم تبلغ أعلى مزايدة السعر الاحتياطي لم يُرسَ المزاد، وفُك حجز جميع المبالغ فورًا.",
          "يستحق على الفائز، إضافةً إلى سعر الترسية، عمولة نسبتها 2.5٪ من سعر الترسية ما لم تحدد صفحة المزاد نسبة أخرى، تُضاف إليها ضريبة القيمة المضافة بنسبة 15٪ من قيمة العمولة، وتصدر بها فاتورة ضريبية مبسطة تحمل رمز الاستجابة السريعة (QR) وفق متطلبات هيئة الزكاة والضريبة والجمارك.",
          "لا يشمل الإجمالي المعروض في المنصة ضريبة التصرفات العقارية البالغة 5٪ من قيمة العقار، ويتحملها المشتري، وتُسدَّد لهيئة الزكاة والضريبة والجمارك قبل إفراغ الصك، وفق الأحكام النظامية بما فيها ما يقرره النظام من إعفاءات.",
          "لا تتقاضى المنصة رسومًا على التسجيل في المزادات أو على المزايدة.",
        ],
        note: "مثال: سعر الترسية 1,000,000 ر.س ونسبة العمولة 2.5٪: العمولة 25,000 ر.س، وضريبة القيمة المضافة عليها 3,750 ر.س، فيكون الإجمالي 1,028,750 ر.س. أما ضريبة التصرفات العقارية (50,000 ر.س) فتُسدَّد مستقلةً ولا تدخل في هذا الإجمالي.",
      },
      {
        id: "winner-payment",
        heading: "تاسعًا: سداد الفائز ونقل الملكية",
        paragraphs: [],
        items: [
          "يلتزم الفائز بسداد باقي سعر الترسية مع العمولة وضريبتها خلال 5 أيام عمل من الترسية، ما لم تحدد الشروط الخاصة بالمزاد مهلة أخرى.",
          "يُحتسب مبلغ التأمين المحجوز جزءًا من سعر الترسية، فيسدد الفائز الفرق؛ ففي المثال السابق، إذا كان مبلغ التأمين 45,000 ر.س كان المتبقي 983,750 ر.س.",
          "يكون السداد بوسائل الدفع المتاحة في المنصة، ويصدر لكل دفعة إيصال إلكتروني برمز تحقق، ويمكن طلب نسخة منه بالبريد.",
          "بعد اكتمال السداد وسداد ضريبة التصرفات العقارية، يتابع الوكيل البائع مع الطرفين إفراغ الصك باسم المشتري لدى الجهة المختصة بتوثيق التصرفات العقارية.",
          "إذا تخلف الفائز عن السداد خلال المهلة صودر مبلغ التأمين وسقط حقه في العقار، وجاز للجنة المنظمة عرض العقار على صاحب المزايدة التالية بقيمة مزايدته أو إعادة طرحه في مزاد جديد، ولها تقييد مشاركة المتخلف في المزادات اللاحقة.",
        ],
      },
      {
        id: "cancellation",
        heading: "عاشرًا: إلغاء المزاد أو التسجيل",
        paragraphs: [],
        items: [
          "يحق للجنة المنظمة إلغاء مزاد قادم أو جارٍ متى وُجد ما يستدعي ذلك، كقيام مانع نظامي على العقار، أو صدور قرار من جهة مختصة، أو خلل فني يمس سلامة المزايدة، أو مخالفة الشروط، مع بيان سبب الإلغاء.",
          "عند الإلغاء تُلغى جميع مزايدات المزاد، ويُفك حجز جميع المبالغ المحجوزة فيه فورًا، ويُشعَر كل المسجلين فيه، ويظهر طلبك بحالة «ألغته اللجنة المنظِّمة» مع سبب الإلغاء.",
          "يجوز لك إلغاء تسجيلك في مزاد قبل بدايته، أما بعد بدايته فلا يُلغى التسجيل، ولا يُحجز عليك شيء ما لم تكن صاحب أعلى مزايدة.",
          "إذا أُعيد طرح العقار في مزاد جديد، أمكنك التسجيل فيه مجددًا من طلبك السابق.",
          "لا يترتب على إلغاء المزاد التزام على المنصة تجاه المسجلين غير فك حجز مبالغهم، إلا ما تقرره الأنظمة.",
        ],
      },
      {
        id: "payments-and-refunds",
        heading: "حادي عشر: المدفوعات والمحفظة والاسترداد",
        paragraphs: [
          "المبالغ كلها بالريال السعودي، ووسائل الدفع المتاحة هي: التحويل البنكي، والحوالة البنكية، وبطاقة مدى، والبطاقة الائتمانية، وأبل باي، والدفع من رصيد المحفظة.",
        ],
        items: [
          "في التحويل البنكي والحوالة البنكية: تحوّل المبلغ إلى حساب المنصة المعروض مع الرقم المرجعي الخاص بك، ثم تُدخل اسم البنك والمبلغ ورقم الآيبان واسم صاحب الحساب وترفع إيصال التحويل، ولا يُضاف المبلغ إلى محفظتك إلا بعد تحقق اللجنة المنظمة من وصوله.",
          "الدفع بالبطاقات وأبل باي يجري عبر بوابة دفع مرخّصة وفي صفحتها الآمنة مع خدمة التحقق الآمن (3-D Secure)، ولا تصل بيانات البطاقة إلى المنصة.",
          "يجوز لك سحب رصيدك المتاح (غير المحجوز) في أي وقت إلى حساب بنكي موثّق باسمك أنت، ولا تُحوَّل المبالغ إلى حساب شخص آخر.",
          "تراجع اللجنة المنظمة طلبات السحب في أيام العمل، ويتوقف وصول الحوالة بعد تنفيذها على إجراءات البنوك.",
          "إذا تعذّر التحقق من تحويل أو أُودع مبلغ بالخطأ، تواصلت معك المنصة وأعادت المبلغ إلى مصدره أو إلى حسابك الموثّق.",
          "تُسجَّل كل حركة مالية في سجل محاسبي لا يُعدَّل فيه قيد ولا يُحذف، وتُصحَّح الأخطاء بقيود عكسية موثّقة.",
          "تلتزم المنصة بأنظمة مكافحة غسل الأموال وتمويل الإرهاب، ولها أن تطلب ما يوضح مصدر الأموال، وأن تعلّق العمليات المشتبه بها وتبلغ الجهات المختصة عنها.",
        ],
      },
      {
        id: "agents",
        heading: "ثاني عشر: الوكلاء والوكالات",
        paragraphs: [
          "يجوز للمستخدم المزايدة نيابةً عن غيره، فردًا كان أو شركة، بموجب وكالة سارية صادرة من الجهات المختصة في المملكة، كالوكالات الإلكترونية الصادرة عبر منصة «ناجز»، أو تفويض معتمد من الشركة، على أن يخوّله ذلك صراحةً المشاركة في المزادات أو شراء العقار.",
        ],
        items: [
          "يُقدَّم طلب الوكالة عبر المنصة متضمنًا بيانات الموكِّل: الاسم أو اسم الشركة، والجنسية، ورقم الهوية أو جواز السفر، والدولة، ورقم الأصل عند الاقتضاء، ورقم الجوال، مع صورة الوكالة والمستندات المطلوبة.",
          "يمر الطلب بمراحل: مُقدَّم، ثم قيد المراجعة، ثم مقبول أو مرفوض مع بيان السبب، ويُشعَر مقدّمه بكل مرحلة.",
          "لا يجوز للوكيل المزايدة عن موكّله قبل قبول الطلب، وتُسجَّل كل مزايدة يقدّمها باسمه واسم موكّله معًا.",
          "يلتزم الموكِّل بكل ما يترتب على المزايدات المقدمة باسمه من مبلغ التأمين والثمن والعمولة والضريبة، ويتحمل الوكيل شخصيًا مسؤولية أي تصرف يتجاوز حدود الوكالة أو يقع بعد انتهائها أو فسخها.",
          "يجب إشعار المنصة فورًا عند فسخ الوكالة أو انتهائها، ويمكن إلغاؤها من صفحة الوكلاء في الحساب.",
          "يلتزم الوكيل البائع بأن يكون ترخيصه من الهيئة ساريًا، وبأحكام نظام الوساطة العقارية ولائحته، وبصحة ما يعرضه من بيانات.",
        ],
      },
      {
        id: "foreign-owners",
        heading: "ثالث عشر: الملاك غير السعوديين",
        paragraphs: [],
        items: [
          "يجوز للمالك غير السعودي، فردًا كان أو شركة، عرض عقاره المملوك له نظامًا في المملكة للبيع عبر المنصة، بتقديم طلب مالك أجنبي يتضمن الاسم أو اسم الشركة، والجنسية، ورقم جواز السفر أو الهوية، والدولة، ورقم الأصل، ورقم الجوال، مع المستندات المطلوبة وصورة التفويض.",
          "تراجع اللجنة المنظمة الطلب بالمراحل نفسها المبيّنة في البند ثاني عشر، ولا يُطرح العقار في مزاد قبل قبوله.",
          "يجوز أن ينوب عن المالك غير السعودي وكيل بموجب وكالة سارية مصدّقة وفق الأنظمة.",
          "يتحمل المزايد غير السعودي مسؤولية التحقق من أهليته لتملك العقار في المملكة وفق الأنظمة المنظمة لتملك غير السعوديين للعقار قبل المزايدة، ولا يُعد قبول مزايدته إقرارًا من المنصة بهذه الأهلية.",
        ],
      },
      {
        id: "user-obligations",
        heading: "رابع عشر: التزامات المستخدم",
        paragraphs: ["يلتزم المستخدم بما يلي:"],
        items: [
          "التقيد بالأنظمة المعمول بها وبهذه الشروط وبالشروط الخاصة بكل مزاد يشارك فيه.",
          "عدم التواطؤ مع مزايدين آخرين، وعدم المزايدة الصورية لرفع السعر، بما في ذلك مزايدة المالك أو الوكيل البائع أو من يعمل لحسابهما على العقار نفسه.",
          "عدم استخدام برامج آلية أو أي وسيلة تؤثر في عمل المنصة أو تحمّلها فوق طاقتها، وعدم محاولة الوصول إلى بيانات الآخرين.",
          "عدم رفع مستندات مزورة أو تقديم معلومات مضللة.",
          "استخدام المحادثات لأغراض المزاد وبأسلوب لائق، وعدم مشاركة بيانات الدفع أو رموز التحقق فيها مع أي أحد.",
        ],
        note: "يترتب على المخالفة إلغاء المزايدات المعنية، وإيقاف الحساب، وإبلاغ الجهات المختصة عند الاقتضاء.",
      },
      {
        id: "liability",
        heading: "خامس عشر: حدود المسؤولية",
        paragraphs: [],
        items: [
          "يُباع العقار بحالته الراهنة وفق ما ورد في صفحته ووثائقه والشروط الخاصة بمزاده، وعلى المزايد معاينة العقار والاطلاع على الصك والمخططات واشتراطات البناء قبل المزايدة، وتُعد مزايدته إقرارًا بذلك.",
          "يتحمل المالك والوكيل البائع مسؤولية صحة بيانات العقار ووثائقه، وتبذل اللجنة المنظمة العناية المعقولة في مراجعتها دون أن يُعد ذلك ضمانًا منها لصحتها.",
          "تعمل المنصة على إتاحة خدماتها باستمرار دون أن تضمن خلوها من الانقطاع، فإذا وقع خلل فني يمس سلامة المزاد جاز للجنة المنظمة تمديده أو إيقافه مؤقتًا أو إلغاؤه، مع إشعار المسجلين.",
          "لا تتحمل المنصة مسؤولية ما ينشأ عن ضعف اتصالك أو عطل جهازك، أو عن إفشائك بيانات الدخول، أو عن القوة القاهرة والظروف الخارجة عن إرادتها.",
          "لا يحد شيء في هذه الشروط من الحقوق التي تقررها لك الأنظمة السارية، ولا من مسؤولية المنصة عن الغش أو الخطأ الجسيم.",
        ],
      },
      {
        id: "governing-law",
        heading: "سادس عشر: النظام الواجب التطبيق وتسوية النزاعات",
        paragraphs: [
          "تخضع هذه الشروط وتُفسَّر وفقًا للأنظمة المعمول بها في المملكة العربية السعودية.",
          "يُسعى إلى تسوية أي خلاف ينشأ عنها وديًا بالتواصل مع فريق الدعم، فإن لم يُحل خلال 30 يومًا من إشعار الطرف الآخر به، كان الاختصاص بنظره للجهة القضائية المختصة في المملكة العربية السعودية، دون إخلال بحقك في تقديم شكوى إلى الهيئة العامة للعقار.",
        ],
      },
      {
        id: "changes",
        heading: "سابع عشر: تعديل الشروط",
        paragraphs: [
          "يجوز للمنصة تعديل هذه الشروط، وتُنشر النسخة المعدلة في هذه الصفحة مع تاريخ آخر تحديث، ونُشعر المستخدمين بالتعديلات الجوهرية قبل سريانها بمدة معقولة عبر المنصة أو البريد الإلكتروني أو الرسائل النصية.",
          "لا تسري التعديلات على مزاد سبق أن سجلت فيه ووافقت على شروطه، إلا إذا كانت لازمة للامتثال لنظام أو لقرار من جهة مختصة.",
          "استمرارك في استخدام المنصة بعد سريان التعديلات يعني قبولك لها، ولك إن لم توافق عليها إغلاق حسابك وسحب رصيدك المتاح.",
        ],
      },
      {
        id: "contact",
        heading: "ثامن عشر: التواصل والإشعارات",
        paragraphs: [
          "لأي استفسار أو ملاحظة بشأن هذه الشروط، تواصل معنا عبر البريد الإلكتروني support@mazad.sa أو الرقم الموحد 920000000، أو من خلال المحادثة مع فريق الدعم داخل المنصة، أو نموذج الاستفسار.",
          "ترسل المنصة إشعاراتها داخل المنصة وإلى رقم الجوال والبريد الإلكتروني المسجلين في حسابك، ويُعد الإشعار المرسل إليها مُبلَّغًا إليك.",
        ],
      },
    ],
  },
  en: {
    title: "Terms and Conditions",
    description:
      "The terms that govern using Mazad and taking part in its real-estate auctions: eligibility, deposits, bidding and extensions, commission and taxes, payment, cancellation and refunds.",
    intro:
      "These terms and conditions govern your use of the Mazad platform and your participation in the real-estate auctions offered on it. Please read them carefully: by creating an account, registering for an auction or placing a bid, you accept them, together with the special rules of every auction you take part in.",
    updated: "2026-11-22",
    sections: [
      {
        id: "definitions",
        heading: "1. Definitions",
        paragraphs: [
          "Wherever they appear in these terms, the following words and expressions have the meanings given below, unless the context requires otherwise:",
        ],
        definitions: [
          {
            term: "Platform (Mazad)",
            description:
              "The Mazad online real-estate auction platform, including its website, apps and APIs.",
          },
          { term: "Authority (REGA)", description: "The Real Estate General Authority of Saudi Arabia." },
          {
            term: "Organizing committee",
            description:
              "The team appointed by the platform to review properties, publish and run auctions, verify transfers and requests, and cancel an auction where necessary.",
          },
          {
            term: "User",
            description:
              "Anyone who creates an account on or uses the platform, including bidders, owners and agents. One user may hold several of these roles.",
          },
          {
            term: "Bidder",
            description:
              "A user who registers for an auction and bids in it for themselves or for a principal.",
          },
          {
            term: "Owner",
            description:
              "The owner of a property offered for sale — an individual or a company, Saudi or not.",
          },
          {
            term: "Selling agent",
            description:
              "The real-estate broker, licensed by the Authority, who markets the property and sells it at auction on the owner's behalf.",
          },
          {
            term: "Agent and principal",
            description:
              "An agent is a user who acts on the platform for someone else under a valid power of attorney approved by the organizing committee; the principal is the person the agent acts for.",
          },
          {
            term: "Auction",
            description:
              "The sale of a specific property by open bidding on the platform within a set period, identified by an asset number and governed by its special rules.",
          },
          {
            term: "Special rules",
            description:
              "The document the organizing committee publishes for each auction with its particular terms. The version you accepted, and when, is recorded.",
          },
          {
            term: "Opening price",
            description: "The lowest amount at which the first bid in an auction is accepted.",
          },
          {
            term: "Bid increment",
            description: "The minimum amount by which a bid must exceed the current highest bid.",
          },
          {
            term: "Deposit",
            description:
              "The amount your available balance must cover before you can bid in an auction. It is locked and released as set out in section 4.",
          },
          {
            term: "Wallet and available balance",
            description:
              "Your wallet is your money account on the platform; your available balance is the wallet balance minus any locked amounts.",
          },
          {
            term: "Hammer price",
            description:
              "The highest bid when the auction ends — the price at which the property is awarded to the winner.",
          },
          {
            term: "Reserve price",
            description:
              "An undisclosed minimum that may be set for an auction, below which the property is not awarded.",
          },
          {
            term: "Winner",
            description:
              "The highest bidder when the auction ends, provided the bid meets the reserve price, if any.",
          },
          {
            term: "Commission",
            description:
              "The amount the winner pays for the auction sale service, a percentage of the hammer price set for each auction.",
          },
          {
            term: "Working day",
            description: "Sunday to Thursday, excluding official public holidays in Saudi Arabia.",
          },
        ],
      },
      {
        id: "scope",
        heading: "2. Scope and acceptance",
        paragraphs: [
          "These terms apply to every use of the platform and are supplemented by each auction's special rules and by our privacy policy. Where they conflict on a particular auction, that auction's special rules prevail, to the extent they do not contravene the laws in force in the Kingdom.",
          "You cannot bid in any auction until you have accepted these terms and the auction's special rules. The platform keeps the version of each document you accepted and the time you accepted it.",
          "Auctions on the platform are conducted under the Real Estate Auctions Regulation and the instructions of the Real Estate General Authority, and any related laws and decisions of the competent authorities.",
          "These terms are written in Arabic and English. If the two texts differ, the Arabic text prevails.",
        ],
      },
      {
        id: "eligibility",
        heading: "3. Eligibility and your account",
        paragraphs: [],
        items: [
          "To use the bidding services you must be at least 18 years old and have full legal capacity. Registrations from anyone younger are not accepted.",
          "You must verify your mobile number with the code we send to it before registering for any auction or placing any bid.",
          "You must provide accurate, up-to-date information and keep it current. The platform may ask for proof of identity when needed, in particular before a withdrawal from your wallet or the transfer of ownership.",
          "Your account is personal. You are responsible for keeping your password secret and for everything done through your account, and you must tell us at once if you suspect it has been used without your permission.",
          "Each person may hold only one account and may not use anyone else's. To act for someone else, follow the power-of-attorney rules in section 12.",
          "The platform may suspend or restrict an account that breaches these terms or the law, or where fraud or manipulation is suspected, without prejudice to the user's right to their unlocked balance.",
        ],
      },
      {
        id: "deposit",
        heading: "4. Registering for an auction and the deposit",
        paragraphs: [
          "To take part in an auction you must first register for it. Registering creates an order that appears among your orders in your account.",
          "Every auction has a deposit, shown on its page before you register. It is 5% of the opening price unless the auction's special rules set another amount, and never more than the limit set by the Authority.",
          "The deposit is not charged when you register. Instead, to place a bid or set an automatic-bid maximum, your available balance must be at least the auction's deposit, unless that amount is already locked for you in the same auction. Locks work as follows:",
        ],
        items: [
          "The deposit is locked in your wallet when you become the highest bidder in the auction, and stays locked while you remain the highest.",
          "When another bidder outbids you, the lock is released at once and the amount returns to your available balance. You may use the same money to cover the deposit in another auction: a deposit for one property can be reused for another as long as you are not the highest bidder on the first.",
          "If you are the highest bidder in several auctions at the same time, each auction's deposit is locked separately.",
          "If you win, the deposit stays locked until you pay, and then counts towards the price.",
          "If the auction ends without you winning, is cancelled, or its highest bid does not meet the reserve price, nothing of yours remains locked in it.",
          "Registering alone never locks anything, so cancelling a registration before the auction starts releases nothing.",
        ],
        note: "Example: your wallet holds SAR 50,000. Auction A has a deposit of SAR 40,000 and auction B a deposit of SAR 30,000. While you lead auction A, SAR 40,000 is locked and your available balance is SAR 10,000 — not enough to bid in B. As soon as someone outbids you in A, your available balance is back to SAR 50,000 and you can bid in B.",
      },
      {
        id: "bidding",
        heading: "5. Bidding",
        paragraphs: [],
        items: [
          "The minimum first bid in an auction is the opening price. After that, the minimum bid is the current highest bid plus the bid increment. The minimum acceptable bid is always shown on the auction page.",
          "The bid increment is set for each auction. Where it is not, a price-band table published by the platform applies according to the current price, and the increment in force is shown on the auction page.",
          "A bid equal to or below the current highest bid is rejected, and so is a bid over your own bid while you are the highest bidder. To raise your ceiling, use automatic bidding.",
          "If your bid exceeds the minimum required by more than 20%, the platform asks you to confirm it again, to protect you from typing mistakes.",
          "An accepted bid is binding on the bidder and cannot be withdrawn or retracted; the bidder is bound to buy at that amount if the property is awarded to them.",
          "Every accepted bid receives a sequence number within the auction and the time it was recorded by the server's clock, and you receive a receipt for it. Resending the same request after a dropped connection never creates a second bid.",
          "The bid history is visible to everyone watching and shows each bid's source (web, app, automatic, agent or on-site), amount and time. Bidders appear under aliases such as “Bidder 7”, and your own bids are shown as “You”.",
          "Some auctions may be hybrid, accepting on-site bids at the auction venue; these are recorded in the same sequence and follow the same rules.",
        ],
      },
      {
        id: "automatic-bidding",
        heading: "6. Automatic bidding",
        paragraphs: [
          "Automatic bidding lets you set a secret maximum that no one else can see. The platform then bids for you the least amount needed to keep you in the lead, up to that maximum.",
        ],
        items: [
          "Setting a maximum has the same requirements as bidding, including a covered deposit.",
          "Automatic bids are binding exactly like manual bids, and the rules on minimum bids, extensions and notifications apply to them.",
          "Automatic bidding never breaks the increment rule: if your maximum is less than one increment above a rival's bid, it cannot answer that bid.",
          "If two maximums are equal, the one set first wins. Likewise, a manual bid equal to a standing maximum loses to that maximum.",
          "You may raise or lower your maximum at any time before the auction ends, but never below your own standing bid.",
        ],
      },
      {
        id: "timing-and-extension",
        heading: "7. Auction times and extensions",
        paragraphs: [],
        items: [
          "Times are shown in Riyadh time. The start and end of an auction, and whether a bid is accepted, are decided by the platform server's clock, not your device's clock; the countdown you see is corrected accordingly.",
          "A bid accepted in the last 5 minutes of an auction moves its end to 5 minutes after that bid was accepted, and everyone watching sees the new end at once.",
          "Extensions never add more than 2 hours in total to the original end time. An auction's special rules may set a different extension period or cap.",
          "A bid that arrives at or after the moment the auction ends is refused. This is judged by the time the server records it; network or device delays are not taken into account.",
        ],
        note: "Example: an auction is due to end at 8:00 pm and a bid is accepted at 7:57 pm, so it now ends at 8:02 pm. If another bid is accepted at 8:01 pm, it ends at 8:06 pm, and so on — but never later than 10:00 pm.",
      },
      {
        id: "award-commission-taxes",
        heading: "8. Award, commission and taxes",
        paragraphs: [
          "When an auction ends, the property is awarded to the highest bidder, provided the bid meets the reserve price, if any. The winner is told they have won, and the other bidders that the property was awarded to another bidder. If the highest bid does not meet the reserve price, the property is not awarded and every lock is released at once.",
          "In addition to the hammer price, the winner pays a commission of 2.5% of the hammer price unless the auction page states another rate, plus value-added tax (VAT) at 15% of the commission. A simplified tax invoice with a QR code is issued for it, in line with the requirements of the Zakat, Tax and Customs Authority (ZATCA).",
          "The total shown on the platform does not include the real estate transaction tax of 5% of the property's value. It is borne by the buyer and paid to ZATCA before the title deed is transferred, under the applicable rules, including any exemptions they provide.",
          "The platform charges no fee for registering for auctions or for bidding.",
        ],
        note: "Example: with a hammer price of SAR 1,000,000 and a 2.5% commission, the commission is SAR 25,000 and the VAT on it SAR 3,750, for a total of SAR 1,028,750. The real estate transaction tax (SAR 50,000) is paid separately and is not part of this total.",
      },
      {
        id: "winner-payment",
        heading: "9. The winner's payment and transfer of ownership",
        paragraphs: [],
        items: [
          "The winner must pay the rest of the hammer price, plus the commission and its VAT, within 5 working days of the award, unless the auction's special rules set another period.",
          "The locked deposit counts towards the hammer price, so the winner pays the difference. In the example above, with a deposit of SAR 45,000, the balance due is SAR 983,750.",
          "Payment is made by the payment methods available on the platform. Every payment gets an electronic receipt with a verification code, and a mailed copy can be requested.",
          "Once payment is complete and the real estate transaction tax has been paid, the selling agent follows up with both parties on transferring the title deed to the buyer's name before the authority competent to record real-estate transactions.",
          "If the winner does not pay within the period, the deposit is forfeited and the winner loses any right to the property. The organizing committee may then offer the property to the next-highest bidder at that bidder's bid, or put it up for auction again, and may restrict the defaulting bidder from later auctions.",
        ],
      },
      {
        id: "cancellation",
        heading: "10. Cancelling an auction or a registration",
        paragraphs: [],
        items: [
          "The organizing committee may cancel an upcoming or current auction where there is good cause — for example a legal impediment on the property, a decision of a competent authority, a technical fault affecting the integrity of the bidding, or a breach of the rules — and states the reason for the cancellation.",
          "On cancellation, all bids in the auction are void, every amount locked in it is released at once, everyone registered is notified, and your order is shown as “Cancelled by the organizing committee” with the reason.",
          "You may cancel your registration for an auction before it starts. After it starts, a registration cannot be cancelled — but nothing of yours is locked unless you are the highest bidder.",
          "If the property is put up for auction again, you can register for the new auction from your earlier order.",
          "Cancelling an auction creates no obligation on the platform towards registered bidders other than releasing their locked amounts, except as the law provides.",
        ],
      },
      {
        id: "payments-and-refunds",
        heading: "11. Payments, the wallet and refunds",
        paragraphs: [
          "All amounts are in Saudi riyals (SAR). The payment methods available are bank transfer, bank wire, Mada debit card, credit card, Apple Pay and payment from your wallet balance.",
        ],
        items: [
          "Bank transfer and bank wire: send the amount to the platform account shown, quoting your personal reference, then enter the bank name, amount, IBAN and account holder's name and upload the transfer receipt. The amount is credited to your wallet only after the organizing committee has verified that it arrived.",
          "Card and Apple Pay payments go through a licensed payment gateway, on its secure page, with 3-D Secure verification. Card details never reach the platform.",
          "You may withdraw your available (unlocked) balance at any time to a verified bank account in your own name. Money is never paid to another person's account.",
          "The organizing committee reviews withdrawal requests on working days. Once a withdrawal is sent, the time it takes to arrive depends on the banks involved.",
          "If a transfer cannot be verified or money is paid in by mistake, the platform contacts you and returns the amount to its source or to your verified account.",
          "Every financial movement is recorded in a ledger in which no entry is ever edited or deleted; mistakes are corrected by documented reversing entries.",
          "The platform complies with the laws on combating money laundering and terrorist financing. It may ask for information on the source of funds, suspend suspicious transactions and report them to the competent authorities.",
        ],
      },
      {
        id: "agents",
        heading: "12. Agents and powers of attorney",
        paragraphs: [
          "A user may bid on behalf of someone else — an individual or a company — under a valid power of attorney issued by the competent authorities in the Kingdom, such as an electronic power of attorney issued through the Najiz platform, or a company authorization, provided it expressly covers taking part in auctions or buying property.",
        ],
        items: [
          "The power-of-attorney request is submitted on the platform with the principal's details — name or company name, nationality, ID or passport number, country, asset number where relevant, and mobile number — together with an image of the power of attorney and the required documents.",
          "The request moves through these stages: submitted, under review, then approved or rejected with a stated reason. The requester is notified at every stage.",
          "An agent may not bid for a principal until the request is approved. Every bid the agent places records both the agent's and the principal's names.",
          "The principal is bound by everything that follows from bids placed in their name — deposit, price, commission and tax. The agent is personally liable for any act beyond the scope of the power of attorney or after it has expired or been revoked.",
          "You must inform the platform at once when a power of attorney is revoked or expires; you can also revoke it from the Agents page in your account.",
          "A selling agent must hold a valid licence from the Authority, comply with the Real Estate Brokerage Law and its regulations, and is responsible for the accuracy of the information they publish.",
        ],
      },
      {
        id: "foreign-owners",
        heading: "13. Non-Saudi owners",
        paragraphs: [],
        items: [
          "A non-Saudi owner, individual or company, may offer a property they lawfully own in the Kingdom for sale through the platform by submitting a foreign-owner request with their name or company name, nationality, passport or ID number, country, asset number and mobile number, together with the required documents and an image of the authorization.",
          "The organizing committee reviews the request through the same stages described in section 12, and the property is not put up for auction before the request is approved.",
          "A non-Saudi owner may be represented by an agent holding a valid power of attorney, authenticated as the law requires.",
          "A non-Saudi bidder is responsible for confirming, before bidding, that they are eligible to own property in the Kingdom under the laws governing real-estate ownership by non-Saudis. Acceptance of a bid is not a confirmation by the platform of that eligibility.",
        ],
      },
      {
        id: "user-obligations",
        heading: "14. Your obligations",
        paragraphs: ["As a user you agree to:"],
        items: [
          "Comply with the laws in force, these terms and the special rules of every auction you take part in.",
          "Not collude with other bidders or place sham bids to push up the price — including bids by the owner, the selling agent, or anyone acting for them on the same property.",
          "Not use automated tools or any other means that interfere with the platform or overload it, and not attempt to access other people's data.",
          "Not upload forged documents or provide misleading information.",
          "Use chats for auction matters and courteously, and never share payment details or verification codes in them with anyone.",
        ],
        note: "A breach leads to the cancellation of the bids concerned, suspension of the account and, where appropriate, a report to the competent authorities.",
      },
      {
        id: "liability",
        heading: "15. Limitation of liability",
        paragraphs: [],
        items: [
          "Properties are sold as they are, as described on their page, in their documents and in their auction's special rules. Bidders must inspect the property and review the title deed, plans and building requirements before bidding, and a bid is an acknowledgment that they have done so.",
          "The owner and the selling agent are responsible for the accuracy of the property's details and documents. The organizing committee takes reasonable care in reviewing them, but this is not a guarantee of their accuracy.",
          "The platform works to keep its services available but does not guarantee they will be uninterrupted. If a technical fault affects the integrity of an auction, the organizing committee may extend, pause or cancel it and will notify those registered.",
          "The platform is not liable for consequences of a weak connection or a faulty device on your side, of you disclosing your login details, or of force majeure and circumstances beyond its control.",
          "Nothing in these terms limits the rights the law gives you, or the platform's liability for fraud or gross negligence.",
        ],
      },
      {
        id: "governing-law",
        heading: "16. Governing law and disputes",
        paragraphs: [
          "These terms are governed by and interpreted under the laws in force in the Kingdom of Saudi Arabia.",
          "We will try to settle any dispute arising from them amicably through our support team. If it is not resolved within 30 days of one party notifying the other, it falls to the competent judicial authority in the Kingdom of Saudi Arabia, without prejudice to your right to file a complaint with the Real Estate General Authority.",
        ],
      },
      {
        id: "changes",
        heading: "17. Changes to these terms",
        paragraphs: [
          "The platform may amend these terms. The amended version is published on this page with its last-updated date, and users are notified of material changes a reasonable time before they take effect, on the platform, by e-mail or by SMS.",
          "Changes do not apply to an auction you have already registered for and whose rules you have accepted, unless they are needed to comply with a law or a decision of a competent authority.",
          "Continuing to use the platform after changes take effect means you accept them. If you do not agree, you may close your account and withdraw your available balance.",
        ],
      },
      {
        id: "contact",
        heading: "18. Contact and notices",
        paragraphs: [
          "For any question or comment about these terms, contact us by e-mail at support@mazad.sa or on our unified number 920000000, through the support chat in the app, or through the inquiry form.",
          "The platform sends its notices in the app and to the mobile number and e-mail address registered in your account; a notice sent to them is deemed delivered to you.",
        ],
      },
    ],
  },
};
