//! The JSON body of `GET /api/financial-profile`, kept per user beside the store's cached profile
//! it was rendered from. Rendering (27 decimals to text, then JSON) was a tenth of the cost of a
//! cached read; a body is reused only while the store still hands out the very same `Arc`, so any
//! change to the profile (which evicts it from the store's cache) renders afresh.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use actix_web::web::Bytes;
use finance_domain::FinancialProfile;

use super::ProfileDto;
use crate::error::ApiError;

/// Beyond this many users the memo starts over, so it cannot grow without bound.
const MAX_BODIES: usize = 50_000;

#[derive(Default)]
pub struct RenderedProfiles {
    bodies: Mutex<HashMap<String, (Arc<FinancialProfile>, Bytes)>>,
}

impl RenderedProfiles {
    pub fn body(&self, user_id: &str, profile: &Arc<FinancialProfile>) -> Result<Bytes, ApiError> {
        {
            let bodies = self.bodies.lock().unwrap_or_else(PoisonError::into_inner);
            if let Some((from, body)) = bodies.get(user_id)
                && Arc::ptr_eq(from, profile)
            {
                return Ok(body.clone());
            }
        }
        let body = Bytes::from(
            serde_json::to_vec(&ProfileDto::from(profile.as_ref())).map_err(ApiError::internal)?,
        );
        let mut bodies = self.bodies.lock().unwrap_or_else(PoisonError::into_inner);
        if bodies.len() >= MAX_BODIES {
            bodies.clear();
        }
        bodies.insert(user_id.to_string(), (Arc::clone(profile), body.clone()));
        Ok(body)
    }
}
