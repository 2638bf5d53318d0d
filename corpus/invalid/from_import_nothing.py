from import
