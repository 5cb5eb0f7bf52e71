/** The demo Plenty (issue 15): server and data, for the launchers, tests and benchmarks. */
export { startDemoPlenty, DEMO_PLENTY_USERNAME, DEMO_PLENTY_PASSWORD, DEMO_PLENTY_BATCH_LIMIT, type DemoPlenty, type DemoPlentyOptions, type DemoPlentyFailure, type DemoPlentyFailureRule, type DemoPlentyWrite } from './demoPlenty.ts';
export { demoVariations, demoSalesPrices, DEMO_SALES_PRICE, DEMO_REFERRER, type DemoPlentyVariation, type DemoPlentySalesPrice } from './demoPlentyData.ts';
