package web

import (
	_ "embed"
	"net/http"

	"github.com/gin-gonic/gin"
)

// openAPIDoc is the OpenAPI 3.1 description of every route, served at
// /openapi.json. It is written by hand; TestOpenAPICoversRoutes fails when a
// route is missing from it or it describes a route that doesn't exist, and
// says what to add or remove.
//
//go:embed openapi.json
var openAPIDoc []byte

// openAPI serves openapi.json (no auth: the document holds no data).
func (s *Server) openAPI(c *gin.Context) {
	c.Data(http.StatusOK, "application/json", openAPIDoc)
}
