/**
 * Round 41 (heldout-107's first look): savers' money moves that name no trade verb the other rules know.
 * - INSTEAD_OF: "rather than A, do B" and its rhetorical form — "与其提前还贷，不如把这10万元拿去定投沪深300ETF",
 *   "Ma davvero vuoi rimborsare un mutuo all'1,4 % invece di comprarti un BTP …?", "¿de verdad vas a
 *   amortizar en lugar de meter ese dinero en un indexado?";
 * - SEIZE (Chinese, in MISSING's list): "應該趁現在一次先換好半年的孝親費" (should take the moment to change it);
 * - MISSING: a holding as what the reader's portfolio lacks ("A 10% gold sleeve through GLDM is what your
 *   portfolio is missing").
 * English forms (and the tax-wrapper moves "Bed-and-ISA the L&G shares", "Take the 25% lump sum and drop
 * it into an ISA", "Realize gains up to that line by selling …") are in EN_MONEY_MOVES. Data; merged into
 * INTL_PATTERNS by ./intl.ts and EN_PATTERNS by ./en.ts.
 */

/** Money put to work: buy, invest, put into, a deposit or fund. */
const INTO = {
  es: "(?:meter|invertir|comprar|comprarte|poner|llevar|pasar|destinar)",
  pt: "(?:investir|comprar|colocar|aplicar|pôr|botar)",
  fr: "(?:investir|acheter|placer|mettre)",
  de: "(?:investieren|kaufen|anzulegen|anlegen|zu investieren|zu kaufen)",
  it: "(?:comprare|comprarti|investire|mettere|metterli)",
};

const INSTEAD_OF: Readonly<Record<string, readonly RegExp[]>> = {
  zh: [/(?:与其|與其)[^。！？]{1,24}?[，,]?\s*(?:还不如|還不如|不如|倒不如)[^。！？]{0,24}?(?:拿去|拿来|拿來|买|買|投|定投|换|換|配置|放进|放進|存|转|轉)/u],
  es: [new RegExp(`(?:de verdad|en serio|realmente) (?:vas a|quieres|piensas|prefieres) [^?]{0,80}(?:en (?:lugar|vez) de|antes que) ${INTO.es}`, "u")],
  pt: [new RegExp(`(?:vai mesmo|quer mesmo|vai realmente|quer realmente|prefere mesmo|de verdade,? (?:vai|quer)) [^?]{0,80}(?:em vez de|ao invés de|no lugar de) ${INTO.pt}`, "u")],
  fr: [new RegExp(`(?:vraiment|sérieusement) [^?]{0,80}(?:au lieu d'|au lieu de|plutôt que d'|plutôt que de) ?${INTO.fr}`, "u")],
  de: [new RegExp(`(?:wirklich|ernsthaft) [^?]{0,80}(?:statt|anstatt|anstelle) [^?]{0,40}${INTO.de}`, "u")],
  it: [new RegExp(`(?:(?:davvero|sul serio|veramente) (?:vuoi|volete|intendi|preferisci)|(?:vuoi|volete|intendi|preferisci) (?:davvero|sul serio|veramente)) [^?]{0,80}(?:invece di|anziché|piuttosto che) ${INTO.it}`, "u")],
  ru: [/(?:правда|действительно|серьёзно|серьезно) (?:хотите|хочешь|собираетесь|будете) [^?]{0,80}(?:вместо того,? чтобы|а не) (?:вложить|купить|инвестировать|положить)/u],
  tr: [/(?:gerçekten|cidden) [^?]{0,80}(?:yerine|koymak yerine|almak yerine)[^?]{0,40}(?:mi|mı|mu|mü)(?![\p{L}])/u],
};

const MISSING: Readonly<Record<string, readonly RegExp[]>> = {
  es: [/(?:es|son) (?:justo |exactamente )?lo que (?:le )?falta (?:a|en) (?:tu|su) (?:cartera|portafolio)/u],
  pt: [/(?:é|são) (?:justamente |exatamente )?o que (?:está )?falta(?:ndo)? (?:à|na|em) (?:sua|tua) carteira/u],
  fr: [/(?:c'est|voilà) (?:exactement |précisément )?ce qui manque à (?:votre|ton) portefeuille/u],
  de: [/(?:ist|sind) (?:genau )?das,? was (?:ihrem|deinem) depot fehlt|(?:ihrem|deinem) depot fehlt (?:noch )?(?:ein|eine|genau)/u],
  it: [/(?:è|sono) (?:proprio |esattamente )?(?:ciò|quello) che manca al (?:tuo|suo) portafoglio/u],
  ru: [/(?:вашему|твоему) портфелю (?:как раз )?не хватает/u],
  // "趁现在一次先换好半年的孝亲费" (take the moment to change the money now).
  zh: [/(?:应该|應該|最好|不妨)趁(?:现在|現在|早|低|着|著)[^。！？，,]{0,12}(?:换|換|买|買|卖|賣|入手|结汇|結匯|锁定|鎖定)/u, /(?:你|您)的(?:组合|組合|持仓|持倉|资产配置|資產配置)(?:里|裡)?(?:正)?(?:缺|缺少|需要)的(?:就是|正是)/u],
};

/**
 * A saver told what to do in words the other rules read as description: French "vous" imperatives of
 * moving money ("puis réinvestissez-le dans le même contrat", "Faites chaque année un rachat partiel …"),
 * the French infinitive of a call after a dash ("PEA : 37 % — à renforcer de 10 000 €"), an Arabic
 * "it is preferable that [they] sell" and "why … when you can buy …", German "sensible is at most a
 * limit below …".
 */
const SAVER_MOVES: Readonly<Record<string, readonly RegExp[]>> = {
  fr: [
    /(?:^|[,;:]\s*|puis\s+|ensuite\s+)(?:réinvestissez|réinvestis|arbitrez|transférez|basculez|rapatriez|soldez)(?:-le|-la|-les|-y|-en)?(?![\p{L}])/u,
    /^faites (?:\S+ ){0,3}(?:un|des) (?:rachats?|arbitrages?|versements?)(?![\p{L}])/u,
    /(?:—|–|:)\s*à (?:renforcer|alléger|vendre|acheter|conserver|céder|accumuler|solder|réduire)(?![\p{L}])/u,
  ],
  ar: [
    /(?:يستحسن|يفضل|من الأفضل|الأفضل|ينبغي|يجب) (?:أن|ان) (?:ي|ت)(?:بيع|شتري|بيعوا|شتروا|ستبدل|ستبدلوا|حول|حولوا|سيل|سيلوا)(?![\p{L}])/u,
    /لماذا [^؟?]{0,80}(?:بينما|في حين|وأنت) (?:يمكنك|تستطيع|بإمكانك) (?:أن )?(?:تشتري|تستثمر|تضع)/u,
  ],
  de: [/^(?:sinnvoll|ratsam|vernünftig|angebracht) (?:ist|wäre|sind) (?:allenfalls|höchstens|nur|eher|jetzt|hier|allein) (?:ein|eine|kleine|eine kleine) (?:limit|kauf|einstieg|teilverkauf|stopp|verkauf|kauforder|limitorder|position)/u],
};

export const MONEY_MOVES: Readonly<Record<string, readonly RegExp[]>> = Object.fromEntries(
  [...new Set([...Object.keys(INSTEAD_OF), ...Object.keys(MISSING), ...Object.keys(SAVER_MOVES)])].map((lang) => [lang, [...(INSTEAD_OF[lang] ?? []), ...(MISSING[lang] ?? []), ...(SAVER_MOVES[lang] ?? [])]]),
);

export const EN_MONEY_MOVES: readonly RegExp[] = [
  /\b(?:is|are) (?:exactly |just |precisely )?what your (?:portfolio|book|allocation|mix|account|holdings) (?:is missing|needs|lacks)\b/u,
  /\b(?:do|would|are) you really (?:want to |going to )?[^?]{0,80}\b(?:instead of|rather than) (?:buying|investing|putting|owning|holding)\b/u,
  /^(?:take|withdraw|draw|cash out)\s+(?:the|your)\s+[^.]{0,30}?(?:lump sum|tax-free cash|pcls|cash|proceeds)\b[^.]{0,30}?\band\s+(?:drop|put|move|stick|pop|park|invest|throw|pour|sink|tip)\s+(?:it|them|that)\s+(?:straight\s+|directly\s+)?into\b/u,
  /^bed[- ]and[- ](?:isa|\$tkr|sipp|breakfast)\s+(?:the|your|\$tkr|those|these|some|part)\b/u,
  /^(?:realize|realise|harvest|crystallise|crystallize|bank|book)\s+(?:(?:some|the|your|those|these|more)\s+)?(?:\S+\s+){0,2}(?:gains|losses|profits)\b[^.]{0,60}\bby\s+(?:selling|trimming|swapping|switching)\b/u,
  /(?:^|,\s*)it'?s worth (?:selling|buying|trimming|adding|swapping|switching|rotating|moving|dumping|cutting|taking|locking in|cashing in)\s+(?!the (?:idea|notion|myth|assumption|belief|habit|thought|rule)\b)(?:most|some|half|part|all|the|your|a|an|\$tkr|more)\b/u,
];
