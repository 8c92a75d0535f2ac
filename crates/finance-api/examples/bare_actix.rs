//! Benchmark baseline for `scripts/bench-http.sh`: a bare actix-web handler returning a JSON body of
//! the same size as `GET /api/financial-profile`, with no session, database or middleware.
//! Usage: `bare_actix 127.0.0.1:18081`.

use actix_web::{App, HttpResponse, HttpServer, get};

const BODY: &str = r#"{"country":"australia","state":"NSW","annualIncome":"85000","householdIncome":null,"monthlyExpenses":"3000","takeHome":"67280","federalTax":"15880","stateTax":"0","ficaTax":"1700","currentSavings":"12000","propertyValue":null,"superBalance":null,"investmentAccounts":null,"emergencyFund":null,"emergencyFundCurrent":null,"emergencyFundMonths":"6","mortgageBalance":null,"debts":null,"rentOrMortgage":null,"numberOfCars":null,"dependents":null,"age":"34","maritalStatus":null,"otherAssets":null,"retirementAge":"65","expectedReturnRate":"0.07","retirementWithdrawalRate":"0.04","privateHospitalCover":null}"#;

#[get("/api/financial-profile")]
async fn profile() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("application/json")
        .body(BODY)
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let bind = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "127.0.0.1:18081".into());
    HttpServer::new(|| App::new().service(profile))
        .bind(bind)?
        .run()
        .await
}
