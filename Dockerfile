# Penny: one image holding the `penny` binary and the built web app.
# Build: docker build -t penny .    Run: see docker-compose.yml and docs/deployment.md.

# 1. The web app.
FROM node:20-bookworm-slim AS web
WORKDIR /src/frontend
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY frontend/package.json frontend/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY frontend/ ./
# The API types are generated from the committed OpenAPI document.
COPY openapi.yaml /src/openapi.yaml
# The topics JSON is shared with the Rust domain crate.
COPY crates/finance-domain/data /src/crates/finance-domain/data
RUN npm run build

# 2. The binary.
FROM rust:1.95-bookworm AS rust
RUN apt-get update && apt-get install -y --no-install-recommends libpq-dev && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
RUN cargo build --release --locked -p penny && cp target/release/penny /usr/local/bin/penny

# 3. The runtime: Debian slim, libpq, an unprivileged user.
FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends libpq5 ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --home /var/lib/penny --create-home penny
COPY --from=rust /usr/local/bin/penny /usr/local/bin/penny
COPY --from=web /src/frontend/dist /usr/share/penny/web
USER penny
WORKDIR /var/lib/penny
ENV PENNY_BIND=0.0.0.0:8080 \
    PENNY_STATIC_DIR=/usr/share/penny/web \
    DATABASE_URL=sqlite:///var/lib/penny/data/penny.db \
    PENNY_LOG_FORMAT=json
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s CMD ["/bin/bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/8080 && printf 'GET /readyz HTTP/1.0\\r\\n\\r\\n' >&3 && grep -q '200 OK' <&3"]
ENTRYPOINT ["/usr/local/bin/penny"]
CMD ["serve"]
