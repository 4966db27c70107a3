// Sample posts of three contrasting brands, for the extractor's tests.

export const FINANCIAL_ADVISOR = [
  "Market volatility is an inherent feature of long-term investing. A disciplined portfolio allocation, reviewed annually, remains the most reliable defence against emotional decision-making. Schedule a portfolio review with our advisory team.",
  "Retirement planning requires a comprehensive assessment of income requirements, tax obligations and estate considerations. Our fiduciary advisors provide independent guidance tailored to each client's circumstances. Schedule a portfolio review with our advisory team.",
  "Diversification across asset classes does not eliminate risk; it mitigates the consequences of concentration. We recommend that clients evaluate their portfolio allocation against their stated investment objectives each quarter.",
  "Inflation erodes the purchasing power of cash holdings over time. Prudent investors should consider inflation-protected securities as one component of a diversified retirement strategy. Past performance is not indicative of future results.",
  "The Federal Reserve's recent interest rate decision has significant implications for fixed income portfolios. Our research department has published a detailed analysis of duration risk for institutional and individual investors.",
  "Estate planning is frequently postponed, yet its absence can create considerable complications for beneficiaries. Consult a qualified advisor regarding trusts, beneficiary designations and charitable giving strategies. Past performance is not indicative of future results.",
  "Tax-efficient investing involves the strategic placement of assets across taxable and tax-advantaged accounts. Appropriate asset location may materially improve after-tax returns over a multi-decade retirement horizon.",
  "Our quarterly market commentary examines equity valuations, credit conditions and the outlook for retirement savers. Clients may request a complimentary portfolio review at any time.",
];

export const SNACK_BRAND = [
  "OMG you guys!!! Our NEW Spicy Mango chips just dropped 🔥🥭 Grab a bag before they're gone! #StayCrunchy",
  "Snack attack?! We got you 😎 Crunchy, salty, totally addictive chips. Grab a bag today! #StayCrunchy",
  "Who's ready for game day?? 🏈 Our chips are SO crunchy you'll hear them from the couch! Let's gooo! #StayCrunchy",
  "Y'all are AMAZING!!! 100k followers 🎉🎉 Giveaway time: tag a snack buddy and win a year of chips! #StayCrunchy",
  "New flavor alert!!! 🚨 Sour cream & dill is BACK and it's better than ever. Grab a bag, it's gonna go fast! 😋",
  "Road trip snacks = sorted ✅ Toss a bag of chips in your backpack and go! Super crunchy, super good! #StayCrunchy",
  "Spicy Mango or Sea Salt? Drop your fave in the comments!!! 👇 Wrong answers only lol 😂",
  "Movie night just got way better 🍿 Our chips + your couch = perfection. Grab a bag tonight! 😍 #StayCrunchy",
];

export const COMMUNITY_NONPROFIT = [
  "Thank you to every neighbor who joined us at Saturday's food drive. Together we packed 2,000 meals for families in our community. We are so grateful for you ❤️",
  "You belong here. Our community center welcomes everyone, and our doors are always open. Come share a warm meal with us this Thursday evening.",
  "This winter, our volunteers delivered warm coats to 300 families. Your kindness keeps our neighbors warm, and we couldn't do it without you. Thank you for your support 🙏",
  "We believe every child deserves a safe place to learn and grow. Join us as a volunteer mentor and help a young neighbor discover what they love.",
  "Our community garden is blooming! Thank you to the families who planted, watered and shared the harvest with their neighbors. Together we grow 🌱",
  "Feeling alone this season? You are not alone. Our community center hosts a free lunch every Wednesday, and we would love to see you there.",
  "Your generosity changes lives. Last month, donations from our community helped three families stay in their homes. Thank you for caring for your neighbors ❤️",
  "We are hiring volunteers for our after-school program! If you love working with kids and want to support your community, join us. Together we can make a difference.",
];
